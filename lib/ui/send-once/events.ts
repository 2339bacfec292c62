/** Dispatched on `document` after a leaf's markup was put into the page late (a client-side
 * navigation), so behaviours that work on server markup (lib/render/islands/body-behaviour.tsx)
 * can pick up the new elements. */
export const CONTENT_EVENT = 'leafpress:content'
