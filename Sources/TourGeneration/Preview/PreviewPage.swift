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
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #55555a; --line: #d2d2d7; --card: #ffffff; --page: #f5f5f7; --accent: #0a66d8; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; background: var(--page); color: var(--ink); font: 15px/1.45 -apple-system, system-ui, "Segoe UI", Roboto, sans-serif; }
        h1 { margin: 0 0 4px; font-size: 26px; }
        h2 { margin: 0 0 4px; font-size: 21px; }
        h3 { margin: 0 0 6px; font-size: 16px; }
        code { font: 13px ui-monospace, "SF Mono", Menlo, monospace; background: #eef0f3; border-radius: 4px; padding: 0 4px; }
        .meta, .show, .presentation, .motion, .file, .place, .screens { color: var(--muted); font-size: 13px; }
        .card.new-screen { box-shadow: 0 0 0 2px var(--accent), 0 2px 10px rgba(0,0,0,.08); }
        .screen-change { margin: 0; padding: 6px 16px; font-size: 13px; font-weight: 600; color: var(--ink); background: #e3e5e8; }
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
        .badge { display: inline-block; font-size: 12px; font-weight: 600; padding: 0 8px; border-radius: 10px; background: #e3e5e8; color: var(--ink); }
        .badge.action-tap { background: #d9ecff; }
        .badge.action-input { background: #e5f6df; }
        .badge.action-navigate { background: #f3e3ff; }
        .missing { margin: 0 0 8px; font-size: 13px; color: #d70015; }
        .switches { display: flex; flex-wrap: wrap; gap: 6px 16px; align-items: center; margin-top: 10px; font-size: 14px; }
        .switches select { font: inherit; padding: 2px 4px; }
        .card .body { font-size: calc(15px * var(--text-scale, 1)); }
        .card .spoken { margin: 0 0 8px; font-size: 13px; color: var(--muted); }
        .card .spoken-label { font-weight: 600; }
        .card[data-overflow="true"] { outline: 3px solid #b00020; outline-offset: -3px; }
        .card[data-overflow="true"] .body::before { content: "Does not fit the card at this text size"; display: block; color: #b00020; font-size: 13px; font-weight: 600; }
        :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
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
            var selected = tab.getAttribute("data-tab") === language;
            tab.setAttribute("aria-selected", selected ? "true" : "false");
            tab.tabIndex = selected ? 0 : -1;
          });
          tourcMarkOverflow();
        }
        document.querySelectorAll("[data-tabs]").forEach(function (tabs) {
          tabs.addEventListener("click", function (event) {
            var tab = event.target.closest("[data-tab]");
            if (tab) { tourcShowLanguage(tabs.closest("section"), tab.getAttribute("data-tab")); }
          });
          // The arrow keys move between a tour's language tabs, as in any tab list.
          tabs.addEventListener("keydown", function (event) {
            if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") { return; }
            var all = Array.prototype.slice.call(tabs.querySelectorAll("[data-tab]"));
            var next = all[(all.indexOf(document.activeElement) + (event.key === "ArrowRight" ? 1 : all.length - 1)) % all.length];
            if (next) { next.focus(); tourcShowLanguage(tabs.closest("section"), next.getAttribute("data-tab")); event.preventDefault(); }
          });
          var selected = tabs.querySelector('[aria-selected="true"]');
          tabs.querySelectorAll("[data-tab]").forEach(function (tab) { tab.tabIndex = tab === selected ? 0 : -1; });
        });
        // The switches: reading direction, language, pseudolanguage, text
        // size and Reduce Motion, read from the address
        // (?dir=rtl&size=AX5&locale=ar&motion=reduce) and kept in it.
        var tourcSizes = { xSmall: 14, Small: 15, Medium: 16, Large: 17, xLarge: 19, xxLarge: 21, xxxLarge: 23, AX1: 28, AX2: 33, AX3: 40, AX4: 47, AX5: 53 };
        var tourcOriginals = new Map();
        function tourcSwitch(name) { var select = document.querySelector('[data-switch="' + name + '"]'); return select ? select.value : ""; }
        function tourcMarkOverflow() {
          var size = tourcSwitch("size") || "Large";
          var attribute = tourcSwitch("pseudo") === "double-length" ? "data-overflow-double-at" : "data-overflow-at";
          document.querySelectorAll("li.card").forEach(function (card) {
            var shown = Array.prototype.find.call(card.querySelectorAll("div.lang"), function (block) { return !block.hidden; });
            var sizes = shown ? (shown.getAttribute(attribute) || "").split(" ") : [];
            if (sizes.indexOf(size) >= 0) { card.setAttribute("data-overflow", "true"); } else { card.removeAttribute("data-overflow"); }
          });
        }
        function tourcPseudo(kind) {
          document.querySelectorAll("li.card div.lang h3, li.card div.lang p.text").forEach(function (element) {
            if (!tourcOriginals.has(element)) { tourcOriginals.set(element, element.innerHTML); }
            element.innerHTML = tourcOriginals.get(element);
            if (kind === "double-length") {
              var walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
              for (var node = walker.nextNode(); node; node = walker.nextNode()) {
                if (!node.parentElement.classList.contains("number") && node.nodeValue.trim()) { node.nodeValue = node.nodeValue + " " + node.nodeValue.trim(); }
              }
            } else if (kind === "accented") {
              var plain = "AaCcEeIiNnOoUuYy", accented = "ÅåÇçÉéÎîÑñÖöÛûÝý";
              var walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
              for (var node = walker.nextNode(); node; node = walker.nextNode()) {
                if (node.parentElement.classList.contains("number") || node.parentElement.classList.contains("symbol")) { continue; }
                node.nodeValue = node.nodeValue.replace(/[ACEINOUYaceinouy]/g, function (letter) { return accented[plain.indexOf(letter)]; });
              }
            }
          });
        }
        function tourcApply(keep) {
          var dir = tourcSwitch("dir"), locale = tourcSwitch("locale"), size = tourcSwitch("size") || "Large";
          document.querySelectorAll("li.card").forEach(function (card) {
            if (dir === "rtl") { card.setAttribute("dir", "rtl"); } else { card.removeAttribute("dir"); }
          });
          if (locale) {
            document.querySelectorAll("section.tour").forEach(function (tour) {
              if (tour.querySelector('[data-tab="' + locale + '"]')) { tourcShowLanguage(tour, locale); }
            });
          }
          document.body.style.setProperty("--text-scale", String((tourcSizes[size] || 17) / 17));
          var reduceMotion = tourcSwitch("motion") === "reduce";
          document.querySelectorAll("p.motion").forEach(function (line) { line.hidden = !reduceMotion; });
          tourcPseudo(tourcSwitch("pseudo"));
          tourcMarkOverflow();
          if (keep) {
            var query = [];
            document.querySelectorAll("[data-switch]").forEach(function (select) {
              if (select.value && select.value !== select.getAttribute("data-default")) { query.push(select.name + "=" + encodeURIComponent(select.value)); }
            });
            try { history.replaceState(null, "", location.pathname + (query.length ? "?" + query.join("&") : "")); } catch (error) {}
          }
        }
        (function () {
          var query = new URLSearchParams(location.search);
          document.querySelectorAll("[data-switch]").forEach(function (select) {
            select.setAttribute("data-default", select.value);
            var wanted = query.get(select.name);
            if (wanted !== null && Array.prototype.some.call(select.options, function (option) { return option.value === wanted; })) { select.value = wanted; }
            select.addEventListener("change", function () { tourcApply(true); });
          });
          if (location.search) { tourcApply(false); }
        })();
        </script>
        </body>
        </html>

        """
}
