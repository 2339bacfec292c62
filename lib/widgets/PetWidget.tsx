'use client'
// The Live2D pet: a canvas in the corner, drawn by the Live2D runtime once the page is idle.
// Clicking it switches to the next theme when that option is on.
import Script from 'next/script'
import { AfterActivation } from '@/lib/ui/activation'
import { switchToNextTheme } from './theme-cycle'

const CANVAS_ID = 'leafpress-pet'

type LoadLive2d = (canvasId: string, model: string) => void

function drawPet(model: string) {
  try {
    const load = (window as unknown as { loadlive2d?: LoadLive2d }).loadlive2d
    if (!load) throw new Error('the Live2D runtime did not define loadlive2d')
    load(CANVAS_ID, model)
  } catch (err) {
    console.error('读取PET模型', err)
  }
}

export function PetWidget({ script, model, switchTheme, label }: { script: string; model: string; switchTheme: boolean; label: string }) {
  return (
    <>
      <canvas
        id={CANVAS_ID}
        width={280}
        height={250}
        className="leafpress-pet"
        data-testid="widget-pet"
        aria-label={switchTheme ? label : undefined}
        role={switchTheme ? 'button' : undefined}
        onClick={switchTheme ? switchToNextTheme : undefined}
      />
      <AfterActivation>
      <Script
        id="leafpress-pet-runtime"
        src={script}
        strategy="lazyOnload"
        onReady={() => drawPet(model)}
        onError={(err: unknown) => console.error('读取PET模型', err)}
      />
      </AfterActivation>
    </>
  )
}
