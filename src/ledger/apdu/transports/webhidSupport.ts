/** What the Send panel knows about WebHID without loading the transport. */

/** WebHID needs a Chromium-based browser and a secure context (https or localhost). */
export function webHidSupport(win: Window): {ok: true} | {ok: false; reason: string} {
  if (!win.isSecureContext) return {ok: false, reason: 'Sending to a device works only on pages served over https or from localhost.'};
  if (!('hid' in win.navigator)) {
    return {
      ok: false,
      reason:
        'This browser cannot reach USB devices from a web page (WebHID). Open this page in a Chromium-based browser on a computer (Chrome, Edge, Brave or Opera), or use the emulator.',
    };
  }
  return {ok: true};
}

/** A sentence for a failure to open the device, from the DOMException names the browser uses. */
export function describeWebHidError(err: unknown): string {
  const name = (err as {name?: string} | null)?.name ?? '';
  const text = err instanceof Error ? err.message : String(err);
  if (name === 'NotFoundError' || /No device selected/i.test(text)) {
    return 'No device was chosen. Connect the Ledger, unlock it, open the app, press Send and pick the device in the browser dialog.';
  }
  if (name === 'SecurityError') return `The browser refused to show its device picker (${text}). Press Send again.`;
  if (name === 'NotAllowedError') return `The browser does not allow this page to use the device (${text}).`;
  if (name === 'InvalidStateError' || /failed to open/i.test(text)) {
    return `The device could not be opened (${text}). Close other tabs or apps that use it, such as Ledger Live, and try again.`;
  }
  return `The device could not be reached: ${text}`;
}
