/** Joins the class names that apply, skipping the ones left out. */
export function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
