// `server-only` throws outside a React Server Components bundle; unit tests run our server
// modules directly in Node, where that guard has nothing to protect.
import { vi } from 'vitest'
vi.mock('server-only', () => ({}))
