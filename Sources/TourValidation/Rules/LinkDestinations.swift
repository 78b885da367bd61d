import TourBytes
import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A link's words name a domain its destination does not go to.
    public static let misleadingLink = DiagnosticCode(
        "TOUR346", name: "misleadingLink", severity: .error,
        summary: "A link's words name a domain other than the one it goes to.",
        explanation: """
            SwiftUI renders a Markdown link in a title or text as a tappable \
            link, inside a card that dims the app and points at its own \
            controls. `Log in again at [apple.com](https://evil.example/phish)` \
            shows apple.com and opens evil.example: that is how phishing \
            reads, whoever wrote it, so it is an error in every tour. Words \
            name a domain when they hold an address (`https://apple.com`), a \
            name starting with `www.`, or dotted names ending in a top-level \
            domain (`apple.com`, `support.apple.com`; not `Node.js` or \
            `v1.2`); the destination fits when it is on that domain or a \
            subdomain of it. Write the destination's domain in the words, or \
            words that name no domain (`[the help page](https://...)`).
            """)

    /// A remote tour links outside what the app allows.
    public static let remoteLinkNotAllowed = DiagnosticCode(
        "TOUR347", name: "remoteLinkNotAllowed", severity: .error,
        summary: "A remote tour links somewhere the app does not allow.",
        explanation: """
            A remote tour's text comes from a server, so its links may go \
            only where the app says: `https` addresses on the domains its \
            tourc.yaml lists under `remote.linkDomains:` (each with its \
            subdomains), which its manifest carries. The app's own deep \
            links (`myapp://account/delete?confirm=1`), `javascript:`, \
            `mailto:` and any other domain are errors for `tourc compile \
            --against`, and TourKit refuses such a tour on the device with \
            the same words. Link to an allowed domain, or add the domain to \
            the app's `remote.linkDomains` and ship a release first.
            """)

    /// A local tour links with a scheme other than https.
    public static let nonHTTPSLink = DiagnosticCode(
        "TOUR348", name: "nonHTTPSLink", severity: .warning,
        summary: "A link goes to an address that is not https.",
        explanation: """
            A local tour may link anywhere over `https`. Another scheme \
            opens something other than a web page: the app's own deep links, \
            another app, `mailto:`, or `http`, which anyone on the network \
            can change. That may be meant (a deep link to a settings screen), \
            so it is a warning; check that the link does what the card says. \
            A remote tour may not do it at all (TOUR347).
            """)
}

/// Where each link of every title and text goes: words that name another
/// domain are an error in any tour (TOUR346); a remote tour checked against
/// an app build links over https to its `remote.linkDomains` only (TOUR347);
/// a local tour's link that is not https is a warning (TOUR348). The links
/// are read with TourFormat's `TextLinks`, as TourKit reads them.
enum LinkDestinations: TourRule {
    static let codes: [DiagnosticCode] = [.misleadingLink, .remoteLinkNotAllowed, .nonHTTPSLink]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let allowed = subject.options.remoteLinkDomains
        for field in subject.fields {
            field.text.forEachEntry { entry in
                // Most texts have no link: one look for the bytes a link needs,
                // with memchr(3), where the generic `utf8.contains` cost 8 % of a compile.
                let mayLink = entry.text.withUTF8Bytes { bytes in
                    ByteSearch.firstIndex(of: UInt8(ascii: "]"), in: bytes) != nil
                        || ByteSearch.firstIndex(of: UInt8(ascii: "<"), in: bytes) != nil
                }
                guard mayLink else { return }
                for link in TextLinks(entry.text).links {
                    let name = TourTextField.describe(entry, stepID: field.stepID, role: field.role, variant: field.variant)
                    let position = entry.position(ofScalarOffset: entry.text.scalarOffset(ofUTF8Offset: link.utf8Offset))
                    if let domain = LinkRules.misleadingDomain(of: link) {
                        let goes = link.host ?? link.destination ?? "an address that cannot be read"
                        context.report(
                            .misleadingLink, "\(name) has a link whose words name \(domain) but which goes to \(goes)",
                            file: subject.tour.file, at: position,
                            notes: ["write the destination's domain in the link's words, or words that name no domain"])
                    } else if let allowed {
                        if let reason = LinkRules.remoteProblem(with: link, allowedDomains: allowed) {
                            context.report(.remoteLinkNotAllowed, "\(name) cannot be shown: \(reason)", file: subject.tour.file, at: position)
                        }
                    } else if link.scheme != "https", link.destination?.isEmpty == false {
                        let destination = (link.destination ?? "?").truncatedForMessage
                        context.report(
                            .nonHTTPSLink, "\(name) links to '\(destination)', which is not an https address", file: subject.tour.file,
                            at: position, notes: ["check that it opens what the card says; remote tours may not link so"])
                    }
                }
            }
        }
    }
}
