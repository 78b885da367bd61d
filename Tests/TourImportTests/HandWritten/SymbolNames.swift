// SF Symbol names shared by the help texts.

extension String {
    /// The equalizer sliders.
    public static let equalizerSymbol = "slider.vertical.3"
    /// The lyrics bubble.
    static let lyricsSymbol = "quote.bubble"
    /// The synth keyboard.
    public static let keyboardSymbol = "pianokeys"
    /// The download arrow.
    static let downloadSymbol = "arrow.down.circle"
    /// The sleep timer moon.
    static let sleepSymbol = "moon.zzz"
}
