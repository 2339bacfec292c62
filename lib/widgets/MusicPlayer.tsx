'use client'
// A small music player: play/pause, next, and the track name. Nothing is downloaded until the
// reader presses play (preload="none"); at the end of a track the next one follows, in list
// order or shuffled.
import { useEffect, useRef, useState } from 'react'
import type { MusicTrack } from './config'

export function nextTrack(current: number, count: number, order: 'list' | 'random', random: () => number = Math.random): number {
  if (count < 2) return 0
  if (order === 'list') return (current + 1) % count
  const pick = Math.floor(random() * (count - 1)) // any track but the current one
  return pick >= current ? pick + 1 : pick
}

/** `nextLabel` names the skip button; the play button is a toggle named by the track. */
export function MusicPlayer({ tracks, order, nextLabel }: { tracks: MusicTrack[]; order: 'list' | 'random'; nextLabel: string }) {
  const audio = useRef<HTMLAudioElement>(null)
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const track = tracks[index]

  // A new track starts playing if the previous one was (the src changed under a playing audio).
  useEffect(() => {
    if (playing) audio.current?.play().catch(() => setPlaying(false))
  }, [index])

  const toggle = () => {
    const a = audio.current!
    if (a.paused) a.play().then(() => setPlaying(true), () => setPlaying(false))
    else {
      a.pause()
      setPlaying(false)
    }
  }

  return (
    <div className="leafpress-music" data-testid="widget-music" data-track={index}>
      <audio ref={audio} src={track.url} preload="none" onEnded={() => setIndex((i) => nextTrack(i, tracks.length, order))} />
      <button type="button" onClick={toggle} aria-pressed={playing} aria-label={track.name}>
        {playing ? (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z" /></svg>
        ) : (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M8 5.5v13l10.5-6.5z" /></svg>
        )}
      </button>
      <span className="leafpress-music-title" aria-hidden="true" title={track.artist ? `${track.name} · ${track.artist}` : track.name}>
        {track.name}
      </span>
      {tracks.length > 1 && (
        <button type="button" onClick={() => setIndex((i) => nextTrack(i, tracks.length, order))} aria-label={nextLabel} title={nextLabel}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M6 5.5v13l9-6.5zm10 0h2.5v13H16z" /></svg>
        </button>
      )}
    </div>
  )
}
