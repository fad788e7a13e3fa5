// The catalogues of forms and flows in one module, loaded with the screens that have them: the shared
// form parts' words (phone and simple authentication, the address search, fields) and the contract's rules.
export { messages as siteFormMessages } from '../../../locales/forms/ko.ts';
export { messages as contractFormMessages } from '@mvno/contract/locales/forms/ko';
