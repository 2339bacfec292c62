// busuanzi's counter address, apart from the hook so the security headers (lib/security/csp.ts)
// can name it without importing React.
export const BUSUANZI_URL = 'https://busuanzi.ibruce.info/busuanzi'
