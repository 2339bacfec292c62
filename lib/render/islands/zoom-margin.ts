// Space kept around a zoomed image, by window width: tight on phones, generous on wide screens.
export function zoomMargin(windowWidth: number): number {
  if (windowWidth < 500) return 8
  if (windowWidth < 800) return 20
  if (windowWidth < 1280) return 30
  if (windowWidth < 1600) return 40
  if (windowWidth < 1920) return 48
  return 72
}
