// Theme tokens shared by the themes. Each theme adds its own CSS variables. Which files Tailwind
// reads for class names is set per theme stylesheet (app/base.css, themes/<name>/style.css).
import type { Config } from 'tailwindcss'

export default {
  theme: {
    extend: {
      colors: {
        heo: { accent: '#4f65f0', bg: '#f7f9fe', 'bg-dark': '#18171d', card: '#ffffff', 'card-dark': '#1d1e22' },
      },
      maxWidth: { heo: '86rem' },
    },
  },
} satisfies Config
