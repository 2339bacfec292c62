// `generateStaticParams` for routes whose pages are built on first visit rather than at build
// time (so a 3,000-post workspace builds as fast as a 30-post one). Returning no params while
// exporting the function is what makes Next cache these pages (ISR) instead of rendering them
// on every request.
export const onDemand = async (): Promise<never[]> => []
