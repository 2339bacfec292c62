'use client'
// The chat bubble of a Chatbase-compatible service, loaded after the page is idle (and shown:
// never in a prerender, lib/ui/activation.ts).
import Script from 'next/script'
import { AfterActivation } from '@/lib/ui/activation'

export function ChatWidget({ botId, baseUrl }: { botId: string; baseUrl: string }) {
  const domain = new URL(baseUrl).host
  const config = JSON.stringify({ chatbotId: botId, domain })
  return (
    <AfterActivation>
      <Script id="leafpress-chat-config" strategy="lazyOnload" dangerouslySetInnerHTML={{ __html: `window.embeddedChatbotConfig=${config};` }} />
      <Script id="leafpress-chat" strategy="lazyOnload" src={`${baseUrl}/embed.min.js`} {...{ chatbotId: botId, domain }} />
    </AfterActivation>
  )
}
