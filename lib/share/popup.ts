// Where a share popup opens: centred over the current window. Kept apart from the share-URL
// builders so the browser island carries only this.

/** Window features for a popup of the network's size, centred over the window. */
export function popupFeatures(
  [width, height]: readonly [number, number],
  win: { screenX: number; screenY: number; outerWidth: number; outerHeight: number },
): string {
  const left = Math.round(win.screenX + (win.outerWidth - width) / 2)
  const top = Math.round(win.screenY + (win.outerHeight - height) / 2)
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer,scrollbars=yes`
}
