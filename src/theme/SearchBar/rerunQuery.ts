/** Makes DocSearch search again for the text already in its box (React sees a changed value). */
export function rerunQuery(input: HTMLInputElement): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const value = input.value;
  if (!value) return;
  setValue.call(input, `${value} `);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  setValue.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
