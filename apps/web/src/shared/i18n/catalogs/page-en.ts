// Every page's catalogues in one module, so a page asks for one file: the layout's and shared parts' words
// and the contract's (docs/languages.md).
export { messages as siteMessages } from '../../../locales/en.ts';
export { messages as contractMessages } from '@mvno/contract/locales/en';
