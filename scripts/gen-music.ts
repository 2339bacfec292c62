// Writes the music player's two sample tracks (public/music/*.wav): short tunes synthesised here,
// so the sample site ships audio it owns. Run: npx tsx scripts/gen-music.ts
import fs from 'node:fs'
import path from 'node:path'

const RATE = 16000 // mono, 8-bit: small files, enough for soft sine tones

interface Note {
  /** semitones from A4 (440 Hz); null = rest */
  pitch: number | null
  beats: number
}

function render(notes: Note[], bpm: number): Float32Array {
  const beat = 60 / bpm
  const total = notes.reduce((t, n) => t + n.beats * beat, 0) + 1 // one second of release
  const out = new Float32Array(Math.ceil(total * RATE))
  let start = 0
  for (const n of notes) {
    const length = n.beats * beat
    if (n.pitch !== null) {
      const f = 440 * 2 ** (n.pitch / 12)
      const ring = length + 0.8
      for (let i = 0; i < ring * RATE; i++) {
        const t = i / RATE
        const attack = Math.min(1, t / 0.02)
        const decay = Math.exp(-3 * t)
        // a warm, bell-like tone: the fundamental with a little octave and fifth
        const tone = Math.sin(2 * Math.PI * f * t) + 0.3 * Math.sin(4 * Math.PI * f * t) + 0.12 * Math.sin(6 * Math.PI * f * t)
        const at = Math.floor(start * RATE) + i
        if (at < out.length) out[at] += 0.5 * attack * decay * tone
      }
    }
    start += length
  }
  return out
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length)
  samples.forEach((s, i) => (data[i] = Math.round(128 + 127 * Math.max(-1, Math.min(1, s)))))
  const head = Buffer.alloc(44)
  head.write('RIFF', 0)
  head.writeUInt32LE(36 + data.length, 4)
  head.write('WAVEfmt ', 8)
  head.writeUInt32LE(16, 16) // fmt chunk size
  head.writeUInt16LE(1, 20) // PCM
  head.writeUInt16LE(1, 22) // mono
  head.writeUInt32LE(RATE, 24)
  head.writeUInt32LE(RATE, 28) // bytes per second
  head.writeUInt16LE(1, 32) // block align
  head.writeUInt16LE(8, 34) // bits per sample
  head.write('data', 36)
  head.writeUInt32LE(data.length, 40)
  return Buffer.concat([head, data])
}

const n = (pitch: number | null, beats = 1): Note => ({ pitch, beats })
// C major, rising like a morning (C5 = +3 from A4).
const morningGarden = [n(-9), n(-5), n(-2), n(3), n(-2), n(-5), n(-9, 2), n(-7), n(-3), n(0), n(5), n(3, 2), n(-2), n(3, 3)]
// A minor pentatonic, slow and low.
const afternoonTea = [n(-12, 2), n(-9), n(-7), n(-5, 2), n(-2), n(-5), n(-7, 2), n(null), n(-9), n(-12), n(-5, 3), n(-12, 3)]

const dir = path.join(process.cwd(), 'public/music')
fs.mkdirSync(dir, { recursive: true })
for (const [name, notes, bpm] of [
  ['morning-garden.wav', morningGarden, 132],
  ['afternoon-tea.wav', afternoonTea, 84],
] as const) {
  const file = path.join(dir, name)
  fs.writeFileSync(file, wav(render(notes, bpm)))
  console.log(`${file}: ${fs.statSync(file).size} bytes`)
}
