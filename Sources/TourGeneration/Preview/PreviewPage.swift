/// The page's fixed parts: its style sheet (responsive, with a print style
/// that puts one tour on each page) and the script that switches a tour's
/// language tabs. Nothing is loaded from anywhere.
enum PreviewPage {
    static let head = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="tourc preview">
        <title>Tour preview</title>
        <style>
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --card: #ffffff; --page: #f5f5f7; --accent: #0a66d8; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; background: var(--page); color: var(--ink); font: 15px/1.45 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; }
        h1 { margin: 0 0 4px; font-size: 26px; }
        h2 { margin: 0 0 4px; font-size: 21px; }
        h3 { margin: 0 0 6px; font-size: 16px; }
        code { font: 13px ui-monospace, "SF Mono", Menlo, monospace; background: #eef0f3; border-radius: 4px; padding: 0 4px; }
        .meta, .show, .presentation, .file, .place { color: var(--muted); font-size: 13px; }
        .findings { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 12px 16px; margin: 16px 0; }
        .findings.errors { border-color: #d70015; }
        .findings ul, .findings-here { margin: 0; padding-left: 18px; }
        .findings-here { margin-top: 8px; font-size: 13px; color: #8a5300; }
        .severity.error { color: #d70015; font-weight: 600; }
        .severity.warning { color: #8a5300; font-weight: 600; }
        nav.contents { margin: 16px 0 24px; overflow-x: auto; }
        nav table { border-collapse: collapse; background: var(--card); border-radius: 12px; min-width: 60%; }
        nav th, nav td { text-align: left; padding: 6px 12px; border-bottom: 1px solid var(--line); }
        section.tour { margin: 0 0 40px; }
        section.tour > header { margin-bottom: 12px; }
        .tabs { display: inline-flex; gap: 4px; margin-top: 6px; background: #e3e5e8; border-radius: 9px; padding: 3px; }
        .tabs button { border: 0; border-radius: 7px; padding: 3px 12px; background: transparent; font: inherit; cursor: pointer; }
        .tabs button[aria-selected="true"] { background: var(--card); box-shadow: 0 1px 2px rgba(0,0,0,.15); }
        .storyboard { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); }
        .card { background: var(--card); border-radius: 18px; box-shadow: 0 2px 10px rgba(0,0,0,.08); overflow: hidden; break-inside: avoid; }
        .card .body { padding: 12px 16px 14px; }
        .card .text { margin: 0 0 8px; }
        .card .text .line { display: block; min-height: 1.2em; }
        .card .text .item { padding-left: 1.3em; text-indent: -1.3em; }
        .number { display: inline-block; min-width: 22px; height: 22px; border-radius: 11px; background: var(--accent); color: #fff; font-size: 12px; text-align: center; line-height: 22px; margin-right: 4px; }
        .spotlight { display: block; width: 100%; height: auto; background: #c9d6e8; }
        .spotlight .dim { fill: #000; }
        .spotlight .control { fill: #fff; stroke: var(--accent); stroke-dasharray: 4 3; }
        .symbol { display: inline-block; font-size: 12px; padding: 0 6px; border: 1px solid var(--line); border-radius: 10px; background: #f0f4fa; color: #1d4f91; }
        .symbol::before { content: "\\25C6\\00A0"; font-size: 9px; vertical-align: 1px; }
        .badge { display: inline-block; font-size: 12px; font-weight: 600; padding: 0 8px; border-radius: 10px; background: #e3e5e8; }
        .badge.action-tap { background: #d9ecff; }
        .badge.action-input { background: #e5f6df; }
        .badge.action-navigate { background: #f3e3ff; }
        .missing { margin: 0 0 8px; font-size: 13px; color: #d70015; }
        [hidden] { display: none !important; }
        @media (max-width: 600px) { body { padding: 12px; } .storyboard { grid-template-columns: 1fr; } }
        @media print {
          body { background: #fff; padding: 0; }
          nav.contents, .tabs { display: none; }
          section.tour { break-before: page; }
          .card { box-shadow: none; border: 1px solid var(--line); }
        }
        </style>
        </head>
        <body>

        """

    /// The tab script: a click on a tab shows that language's blocks in its
    /// tour and hides the others. `tourcShowLanguage` is also what a test
    /// calls to switch a tour without a pointer.
    static let tail = """
        <script>
        function tourcShowLanguage(tour, language) {
          tour.querySelectorAll("[data-lang]").forEach(function (block) {
            block.hidden = block.getAttribute("data-lang") !== language;
          });
          tour.querySelectorAll("[data-tab]").forEach(function (tab) {
            tab.setAttribute("aria-selected", tab.getAttribute("data-tab") === language ? "true" : "false");
          });
        }
        document.querySelectorAll("[data-tabs]").forEach(function (tabs) {
          tabs.addEventListener("click", function (event) {
            var tab = event.target.closest("[data-tab]");
            if (tab) { tourcShowLanguage(tabs.closest("section"), tab.getAttribute("data-tab")); }
          });
        });
        </script>
        </body>
        </html>

        """
}
