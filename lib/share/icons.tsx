// 32 px share icons as inline SVG (no icon font, no request): a disc in the network's colour
// with a simple white mark. Marks that are letters are drawn as text in the system font.
import type { ReactNode } from 'react'
import type { ShareNetwork } from './networks'

const W = { fill: '#fff' }
const S = { fill: 'none', stroke: '#fff', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

function Letters({ children, size = 11 }: { children: string; size?: number }) {
  return (
    <text x="16" y="16.5" dominantBaseline="central" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="700" fontSize={size} fill="#fff">
      {children}
    </text>
  )
}

const PHONE = 'M13 11.9c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.8 1.8c.1.2.1.4 0 .6l-.6.8c-.1.2-.2.3 0 .6.6 1 1.3 1.7 2.3 2.2.3.1.4.1.6-.1l.7-.8c.2-.2.4-.2.6-.1l1.8.9c.3.1.4.2.4.4 0 .5-.2 1.2-.7 1.6-.5.4-1.2.6-2 .4-1.4-.3-2.9-1.1-4.1-2.3-1.2-1.2-2-2.7-2.2-3.8-.1-.8.1-1.5.6-1.9z'

const ICONS: Record<ShareNetwork, { color: string; mark: ReactNode }> = {
  facebook: { color: '#1877f2', mark: <path {...W} d="M17.6 25v-7.7h2.6l.4-3.1h-3v-2c0-.9.3-1.5 1.5-1.5h1.6V8c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.3H12v3.1h2.5V25z" /> },
  messenger: {
    color: '#0084ff',
    mark: (
      <>
        <path {...W} d="M16 7.5c-4.9 0-8.5 3.5-8.5 8 0 2.4 1 4.5 2.8 5.9v3.1l2.9-1.6c.9.3 1.8.4 2.8.4 4.9 0 8.5-3.5 8.5-7.9S20.9 7.5 16 7.5z" />
        <path fill="#0084ff" d="M10.9 18.3l2.8-4.4 2.5 1.9 2.9-1.9-2.8 4.4-2.5-1.9z" />
      </>
    ),
  },
  line: {
    color: '#06c755',
    mark: (
      <>
        <path {...W} d="M16 8c-5 0-9 3.2-9 7.2 0 3.6 3.2 6.6 7.5 7.1.3.1.7.2.8.5.1.2 0 .6 0 .8l-.1.8c0 .2-.2.9.8.5s5.4-3.2 7.4-5.4C24.4 18 25 16.7 25 15.2 25 11.2 21 8 16 8z" />
        <text x="16" y="15.6" dominantBaseline="central" textAnchor="middle" fontFamily="system-ui, sans-serif" fontWeight="800" fontSize="5.2" fill="#06c755">
          LINE
        </text>
      </>
    ),
  },
  reddit: {
    color: '#ff4500',
    mark: (
      <>
        <ellipse {...W} cx="16" cy="18.5" rx="7.5" ry="5" />
        <circle {...W} cx="9.6" cy="15.4" r="1.8" />
        <circle {...W} cx="22.4" cy="15.4" r="1.8" />
        <circle {...W} cx="20.6" cy="9.4" r="1.5" />
        <path {...S} strokeWidth={1.3} d="M16 13.5l1.2-4.6 3.4.5" />
        <circle fill="#ff4500" cx="13.3" cy="17.8" r="1.2" />
        <circle fill="#ff4500" cx="18.7" cy="17.8" r="1.2" />
        <path fill="none" stroke="#ff4500" strokeWidth="1" strokeLinecap="round" d="M13.4 20.6c1.5 1 3.7 1 5.2 0" />
      </>
    ),
  },
  email: {
    color: '#7f7f7f',
    mark: (
      <>
        <rect {...S} strokeWidth={1.8} x="8" y="10.5" width="16" height="11" rx="1.5" />
        <path {...S} strokeWidth={1.8} d="M8.6 11.3l7.4 5.6 7.4-5.6" />
      </>
    ),
  },
  twitter: { color: '#000', mark: <path {...S} strokeWidth={2.2} d="M10 9.5l12 13M22 9.5l-12 13" /> },
  telegram: {
    color: '#26a5e4',
    mark: <path {...W} d="M7.7 15.4l14.9-5.8c.7-.3 1.3.2 1.1 1.1l-2.5 11.9c-.2.8-.7 1-1.4.6l-3.9-2.9-1.9 1.8c-.2.2-.4.4-.8.4l.3-4 7.2-6.5c.3-.3-.1-.4-.5-.2l-8.9 5.6-3.8-1.2c-.8-.3-.8-.8.2-1.2z" />,
  },
  whatsapp: {
    color: '#25d366',
    mark: (
      <>
        <path {...S} strokeWidth={1.8} d="M16 7.8a8.2 8.2 0 0 0-7 12.4l-1.2 4 4.1-1.1A8.2 8.2 0 1 0 16 7.8z" />
        <path {...W} d={PHONE} />
      </>
    ),
  },
  linkedin: {
    color: '#0a66c2',
    mark: (
      <>
        <rect {...W} x="9.5" y="13.5" width="3" height="9.5" />
        <circle {...W} cx="11" cy="10.3" r="1.8" />
        <path {...W} d="M15 13.5h2.9v1.3c.4-.8 1.5-1.5 3-1.5 3 0 3.6 1.9 3.6 4.4V23h-3v-4.3c0-1 0-2.4-1.5-2.4s-1.7 1.1-1.7 2.3V23H15z" />
      </>
    ),
  },
  pinterest: {
    color: '#e60023',
    mark: <path {...S} strokeWidth={2.1} d="M14.6 24.5l2.1-8.8M12.3 15.6c-.5-3.5 1.9-6.4 5.1-6.4 2.8 0 4.6 1.9 4.6 4.4 0 3-1.7 5.4-4.1 5.4-1.2 0-2-1-1.7-2.2" />,
  },
  vkshare: { color: '#0077ff', mark: <Letters>VK</Letters> },
  okshare: { color: '#ee8208', mark: <Letters>OK</Letters> },
  tumblr: { color: '#36465d', mark: <Letters size={16}>t</Letters> },
  livejournal: { color: '#00b0ea', mark: <Letters>LJ</Letters> },
  mailru: { color: '#168de2', mark: <Letters size={15}>@</Letters> },
  viber: {
    color: '#7360f2',
    mark: (
      <>
        <path {...S} strokeWidth={1.8} d="M11 8.5h10a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3h-5l-3.5 3v-3H11a3 3 0 0 1-3-3v-7a3 3 0 0 1 3-3z" />
        <path {...W} transform="translate(-.3 -.8) scale(.98)" d={PHONE} />
      </>
    ),
  },
  workplace: { color: '#4326c4', mark: <Letters size={14}>W</Letters> },
  weibo: { color: '#e6162d', mark: <Letters size={13}>微</Letters> },
  pocket: {
    color: '#ef4056',
    mark: (
      <>
        <path {...W} d="M8.5 10.5a1.5 1.5 0 0 1 1.5-1.5h12a1.5 1.5 0 0 1 1.5 1.5V15a7.5 7.5 0 0 1-15 0z" />
        <path fill="none" stroke="#ef4056" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M12.3 14l3.7 3.6 3.7-3.6" />
      </>
    ),
  },
  instapaper: { color: '#1f1f1f', mark: <Letters size={16}>I</Letters> },
  hatena: { color: '#00a4de', mark: <Letters size={12}>B!</Letters> },
  qq: { color: '#12b7f5', mark: <Letters>QQ</Letters> },
  wechat: {
    color: '#07c160',
    mark: (
      <>
        <ellipse {...W} cx="13.3" cy="13.8" rx="6.3" ry="5.3" />
        <ellipse cx="19.6" cy="18.6" rx="5.3" ry="4.4" fill="#fff" stroke="#07c160" strokeWidth="1.2" />
        <circle fill="#07c160" cx="11.2" cy="12.6" r=".9" />
        <circle fill="#07c160" cx="15.3" cy="12.6" r=".9" />
        <circle fill="#07c160" cx="17.9" cy="17.8" r=".75" />
        <circle fill="#07c160" cx="21.3" cy="17.8" r=".75" />
      </>
    ),
  },
  link: {
    color: '#6b7280',
    mark: (
      <g transform="rotate(-45 16 16)">
        <rect {...S} strokeWidth={1.9} x="6.5" y="12.8" width="10.5" height="6.4" rx="3.2" />
        <rect {...S} strokeWidth={1.9} x="15" y="12.8" width="10.5" height="6.4" rx="3.2" />
      </g>
    ),
  },
}

export function ShareIcon({ network }: { network: ShareNetwork }) {
  const { color, mark } = ICONS[network]
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill={color} />
      {mark}
    </svg>
  )
}

/** Display names for labels ("Share to X") and tooltips. */
export const NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: 'Facebook', messenger: 'Messenger', line: 'LINE', reddit: 'Reddit', email: 'Email',
  twitter: 'X (Twitter)', telegram: 'Telegram', whatsapp: 'WhatsApp', linkedin: 'LinkedIn',
  pinterest: 'Pinterest', vkshare: 'VK', okshare: 'OK', tumblr: 'Tumblr', livejournal: 'LiveJournal',
  mailru: 'Mail.Ru', viber: 'Viber', workplace: 'Workplace', weibo: '微博', pocket: 'Pocket',
  instapaper: 'Instapaper', hatena: 'Hatena', qq: 'QQ', wechat: '微信', link: 'Link',
}
