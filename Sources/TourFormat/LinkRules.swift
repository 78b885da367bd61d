/// What a tour text's links may do, for tourc's checks and TourKit's
/// refusal of remote tours alike.
///
/// - A link's words must not name a domain its destination does not go
///   to: `[apple.com](https://evil.example)` shows one place and opens
///   another (TOUR346, an error in every tour).
/// - A remote tour's links go over `https` to a domain the app allows
///   (`remote.linkDomains:`, each allowing itself and its subdomains), so
///   a feed cannot open the app's own deep links or a `javascript:` URL
///   (TOUR347).
package enum LinkRules {
    /// The domain `link`'s words name that its destination does not go to,
    /// or `nil`. A word names a domain when it is an address
    /// (`https://apple.com/x`), starts with `www.`, or is dotted names
    /// ending in a top-level domain (`apple.com`, `evil.example`; not
    /// `Node.js` or `v1.2`). It fits a destination on that domain or a
    /// subdomain of it, `www.` aside.
    package static func misleadingDomain(of link: TextLinks.Link) -> String? {
        let host = link.host.map(withoutWWW)
        for domain in domains(namedIn: link.label) {
            let named = withoutWWW(domain)
            guard let host, host == named || host.hasSuffix("." + named) else { return domain }
        }
        return nil
    }

    /// Why a remote tour may not have `link`, or `nil` when it may:
    /// `allowed` is the app's `remote.linkDomains`.
    package static func remoteProblem(with link: TextLinks.Link, allowedDomains allowed: [String]) -> String? {
        guard let destination = link.destination else {
            return "its link at '\(shown(link.label))' has an address that cannot be read for certain"
        }
        guard link.scheme == "https" else {
            return "it links to '\(shown(destination))', which is not https; remote tours link only to https addresses"
        }
        guard let host = link.host else {
            return "it links to '\(shown(destination))', whose domain cannot be read for certain (a user name, a port or an unusual character)"
        }
        guard allowed.contains(where: { host == $0.lowercased() || host.hasSuffix("." + $0.lowercased()) }) else {
            let list = allowed.isEmpty ? "no domain (remote.linkDomains is empty)" : allowed.joined(separator: ", ")
            return "it links to \(host), which is not a domain the app allows remote tours to link to: \(list)"
        }
        return nil
    }

    /// Whether `domain` can stand in `remote.linkDomains`: dotted names of
    /// letters, digits and hyphens, lowercase.
    package static func isDomain(_ domain: String) -> Bool {
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && domain.utf8.count <= 253
            && labels.allSatisfy { label in
                !label.isEmpty && label.utf8.count <= 63 && label.first != "-" && label.last != "-"
                    && label.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || TextLinks.isDigit($0) || $0 == "-" }
            }
    }

    /// The domains named in `label`, lowercased, in order.
    static func domains(namedIn label: String) -> [String] {
        var found: [String] = []
        var word = String.UnicodeScalarView()
        func finish() {
            defer { word = String.UnicodeScalarView() }
            var text = String(word).lowercased()
            var isAddress = false
            for scheme in ["https://", "http://"] where text.hasPrefix(scheme) {
                text.removeFirst(scheme.count)
                isAddress = true
            }
            if let end = text.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" || $0 == ":" }) { text = String(text[..<end]) }
            while text.hasSuffix(".") || text.hasSuffix("-") { text.removeLast() }
            let labels = text.split(separator: ".", omittingEmptySubsequences: false)
            guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let last = labels.last else { return }
            if isAddress || text.hasPrefix("www.") || topLevelDomains.contains(String(last)) { found.append(text) }
        }
        for scalar in label.unicodeScalars {
            // The characters of an address; anything else (spaces, Markdown
            // marks, brackets, quotes) ends a word.
            if TextLinks.isLetter(scalar) || TextLinks.isDigit(scalar) || "-./:?#=&%_~".unicodeScalars.contains(scalar) {
                word.append(scalar)
            } else {
                finish()
            }
        }
        finish()
        return found
    }

    private static func withoutWWW(_ domain: String) -> String {
        domain.hasPrefix("www.") ? String(domain.dropFirst(4)) : domain
    }

    private static func shown(_ text: String) -> String {
        let scalars = text.unicodeScalars.prefix(80).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) }
        return String(scalars) + (text.unicodeScalars.count > 80 ? "..." : "")
    }

    /// Top-level domains a word may end in to name a domain: the common
    /// generic ones, those reserved for examples and tests (RFC 2606), and
    /// the two-letter country codes (ISO 3166-1).
    static let topLevelDomains: Set<String> = {
        let generic = """
            com org net edu gov mil int info biz name pro mobi app dev io ai co me tv xyz online site store shop tech cloud \
            page blog news live link click email help support online world today global digital media studio design \
            example test invalid localhost
            """
        let countries = """
            ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt bw by bz ca cc \
            cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk fm fo fr ga \
            gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in iq ir is it je jm jo jp ke \
            kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt \
            mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs \
            ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw \
            tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw
            """
        return Set((generic + " " + countries).split(separator: " ").map(String.init))
    }()
}
