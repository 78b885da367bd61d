// swift-format-ignore-file
import SwiftUI
import HelpInfoSpotlightOverlay

/// The onboarding tour of the music player and synth.
public enum MusicHelp: String, CaseIterable, HelpInfoProvider {
    // Browsing
    case library
    case playlists
    case queue
    case nowPlaying
    case search
    /* Playback controls */
    case shuffle
    case repeatMode
    case crossfade
    case volume
    case equalizer
    case lyrics
    case sleepTimer
    case downloads
    case radio
    // Synth
    case synthKeyboard
    case oscillator
    case filter
    case envelope
    case arpeggiator
    case metronome
    case recording
    // Misc
    case settings

    /// Used by analytics; not part of the tour.
    static let analyticsPrefix = "help"

    /// A stable identifier for logging.
    var id: String { rawValue }

    public var title: LocalizedStringKey {
        switch self {
        case .library: return "Your Library"
        case .playlists: return "Playlists"
        case .queue: return "Up Next"
        case .nowPlaying: return "Now Playing"
        case .search: return "Search"
        // Playback
        case .shuffle: return "Shuffle"
        case .repeatMode: return "Repeat"
        case .crossfade: return "Crossfade"
        case .volume: return "Volume \(Image(systemName: "speaker.wave.2"))"
        case .equalizer: return "Equalizer"
        case .lyrics: return "Lyrics"
        case .sleepTimer: return "Sleep Timer"
        case .downloads: return "Downloads"
        case .radio: return "Radio"
        /* Synth section */
        case .synthKeyboard: return "Keyboard"
        case .oscillator: return "Oscillator"
        case .filter: return "Filter"
        case .envelope: return "Envelope (ADSR)"
        case .arpeggiator: return "Arpeggiator"
        case .metronome: return "Metronome"
        case .recording: return "Recording"
        case .settings: return "Settings"
        }
    }

    public var text: LocalizedStringKey {
        switch self {
        case .library:
            return """
            Everything you own or have saved lives here.
            • **Songs**, **Albums** and **Artists** are sorted alphabetically.
            • Swipe left on an item to remove it from the library.
            • Pull down to reveal the filter bar.
            """
        case .playlists:
            return """
            Build playlists for every mood.
            • Tap \(Image(systemName: "plus")) to create a new playlist.
            • Drag songs to reorder them; *long-press* to select several.
            • Smart playlists update themselves based on your rules.
            """
        case .queue:
            return """
            See what plays next and change the order on the fly.
            • Drag the handle \(Image(systemName: "line.3.horizontal")) to reorder.
            • Swipe right to play a song *next*.
            • Tap **Clear** to empty the queue.
            """
        case .nowPlaying:
            return """
            The full-screen player shows the artwork, progress and controls. \
            Swipe down anywhere to return to the mini player.
            • Tap the artwork to show the queue.
            • Scrub the progress bar to jump within the song.
            """
        case .search:
            return """
            Search your library and the catalog at once.
            • Type an artist, album, song or lyric.
            • Use `genre:jazz` or `year:1999` to narrow the results.
            • Recent searches appear below the field.
            """
        // Shuffle and repeat share the same layout.
        case .shuffle:
            return """
            Tap \(Image(systemName: "shuffle")) to play the current list in random order.
            • Tap again to turn shuffle off.
            • Shuffle remembers its setting for each playlist.
            """
        case .repeatMode:
            return """
            Cycle through the repeat modes:
            • \(Image(systemName: "repeat")) repeats the whole list.
            • \(Image(systemName: "repeat.1")) repeats the current song.
            • Tap a third time to turn repeat off.
            """
        case .crossfade:
            return """
            Blend the end of one song into the start of the next. \
            The default is 6 seconds; set it to 0 to turn it off.
            • Works with gapless albums, which are never crossfaded.
            • At 100% the songs overlap for the full duration.
            """
        case .volume:
            return """
            Set the volume to 50% for comfortable listening.
            • At 100% \(Image(systemName: "speaker.wave.3")) the output may distort on small speakers.
            • Tap \(Image(systemName: "speaker.slash")) to mute.
            • *Sound Check* keeps every song at a similar loudness.
            """
        case .equalizer:
            return """
            Shape the sound with the equalizer \(Image(systemName: .equalizerSymbol)).
            • Choose a preset such as **Bass Booster** or **Vocal**.
            • Drag a band up or down by up to 12 dB.
            • Boosting a band past 80% may cause clipping.
            """
        case .lyrics:
            return """
            Tap \(Image(systemName: .lyricsSymbol)) to show time-synced lyrics.
            • Tap a line to jump to that part of the song.
            • Lyrics scroll automatically while the song plays.
            • Not every song has lyrics yet.
            """
        case .sleepTimer:
            return """
            Fall asleep to music \(Image(systemName: .sleepSymbol)).
            • Choose 15, 30 or 60 minutes, or *end of track*.
            • The volume fades out over the last minute.
            """
        case .downloads:
            return """
            Keep music on your device to listen offline.
            • Tap \(Image(systemName: .downloadSymbol)) next to any album or playlist.
            • Downloads pause when the battery drops below 20%.
            • Manage storage in **Settings**.
            """
        case .radio:
            return """
            Start a station from any song, artist or genre.
            • Thumbs up tracks you like to tune the station.
            • Read more in [our radio guide](https://example.com/help/radio).
            """
        /* ---- Synth ---- */
        case .synthKeyboard:
            return """
            Play the synth with the on-screen keyboard \(Image(systemName: .keyboardSymbol)).
            • Swipe across the keys for a glissando.
            • Use the octave buttons to shift the range.
            • Velocity follows how hard you tap on supported devices.
            """
        case .oscillator:
            return """
            Pick the raw waveform of the sound.
            • **Sine** is pure, **Saw** is bright, **Square** is hollow.
            • Detune the second oscillator for a thicker sound.
            • Set `mix` to 0% to hear only the first oscillator.
            """
        case .filter:
            return """
            The low-pass filter removes high frequencies.
            • Turn *cutoff* down for a darker sound.
            • Raise *resonance* to emphasize the cutoff frequency. \
            Too much resonance can self-oscillate.
            """
        case .envelope:
            return """
            The envelope shapes how each note evolves over time.
            • **Attack**: how fast the note reaches full level.
            • **Decay**: how fast it falls to the sustain level.
            • **Sustain**: the level held while the key is down.
            • **Release**: how long the note rings after you let go.
            """
        case .arpeggiator:
            return """
            Hold a chord and the arpeggiator plays its notes in turn.
            • Choose *up*, *down*, *up-down* or *random*.
            • Set the rate in notes per beat.
            • Tap \(Image(systemName: "lock")) to latch the chord.
            """
        case .metronome:
            return """
            Keep time with the metronome \(Image(systemName: "metronome")).
            • Tap the tempo field to type a BPM, or tap along to set it.
            • The accent falls on the first beat of each bar.
            """
        case .recording:
            return """
            Record your performance and share it.
            • Tap \(Image(systemName: "record.circle")) to start and stop.
            • Recordings are saved as `.m4a` files in **Recordings**.
            • The input level meter turns red above 90%.
            """
        case .settings:
            return """
            Adjust playback, downloads and the synth.
            • Streaming quality: *High* uses more data.
            • Reset the tour from the **Help** section.
            """
        }
    }
}
