import TourBytes

/// What makes a preview page reload itself while `tourc watch --preview`
/// rewrites it: the page asks a script beside it, once a second, which
/// version of the page is current, and reloads (keeping its scroll
/// position) when that is not its own.
///
/// A page opened from disk (`file://`) may not read files with `fetch`, but
/// it may load a script: each time, it adds a `<script>` for the version
/// script with a new query, which calls `tourcPreviewVersion(VERSION)`. The
/// version is a hash of the page itself, so a watch cycle that changes
/// nothing reloads nothing.
public struct PreviewLiveReload: Sendable, Equatable {
    /// The version script's file name, in the page's folder.
    public var scriptName: String

    /// Reloads from the script `scriptName` beside the page.
    public init(scriptName: String) {
        self.scriptName = scriptName
    }

    /// The first line of every version script: how tourc tells its own from
    /// a file it must not replace.
    public static let scriptMarker = "// tourc watch: the preview page's current version."

    /// The version script's name for the page `pageName`: `preview.html`
    /// is asked about through `preview.html.version.js`.
    public static func scriptName(forPage pageName: String) -> String { pageName + ".version.js" }

    /// The version of `page` (the page without the reload script).
    static func version(of page: String) -> String {
        let hash = page.withUTF8Bytes { ByteHash.hash($0) }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The version script for a page whose version is `version`.
    public static func script(version: String) -> String {
        "\(scriptMarker)\ntourcPreviewVersion(\"\(version)\");\n"
    }

    /// The script the page runs: asks for the current version when it
    /// opens and every second after, and reloads when it differs, back at
    /// the same scroll position.
    func pageScript(version: String) -> String {
        """
        <script>
        (function () {
          var version = "\(version)", source = "\(HTMLText.escaped(scriptName))", place = "tourc-preview-scroll";
          var saved = sessionStorage.getItem(place);
          if (saved !== null) { sessionStorage.removeItem(place); window.scrollTo(0, Number(saved)); }
          window.tourcPreviewVersion = function (current) {
            if (current === version) { return; }
            sessionStorage.setItem(place, String(window.scrollY));
            window.location.reload();
          };
          function ask() {
            var script = document.createElement("script");
            script.src = source + "?" + Date.now();
            script.onload = script.onerror = function () { script.remove(); };
            document.head.appendChild(script);
          }
          ask();
          setInterval(ask, 1000);
        })();
        </script>

        """
    }
}
