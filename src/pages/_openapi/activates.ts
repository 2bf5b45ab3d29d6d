/** Enter or Space: the keys that press a button, for the divs Redoc uses as buttons (menuButton.ts, authorizationsToggle.ts). */
export const activates = (event: KeyboardEvent): boolean => event.key === 'Enter' || event.key === ' ';
