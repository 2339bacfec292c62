'use client'
// The chat bubble of a Chatbase-compatible service, loaded after the page is idle.
import Script from 'next/script'

export function ChatWidget({ botId, baseUrl }: { botId: string; baseUrl: string }) {
  const domain = new URL(baseUrl).host
  const config = JSON.stringify({ chatbotId: botId, domain })
  return (
    <>
      <Script id="leafpress-chat-config" strategy="lazyOnload" dangerouslySetInnerHTML={{ __html: `window.embeddedChatbotConfig=${config};` }} />
      <Script id="leafpress-chat" strategy="lazyOnload" src={`${baseUrl}/embed.min.js`} {...{ chatbotId: botId, domain }} />
    </>
  )
}
