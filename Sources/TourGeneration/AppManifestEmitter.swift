import TourBytes
import TourFormat
import TourModel

/// The app's manifest (`output.appManifest:`): what this app build accepts
/// from remote tours (targets, events, parameters, platforms, formats), as TourKit's `TourAppManifest` reads it and
/// Schemas/app-manifest.schema.json describes it. Keys sorted, two-space
/// indent, lists sorted, so the file changes only when what the app
/// accepts does.
public enum AppManifestEmitter {
    /// The manifest format's version (TourKit's `TourAppManifest.currentVersion`).
    public static let manifestVersion = 1
    /// The bundle format versions the TourKit of this tourc reads.
    public static let bundleFormatVersions = [1, 2, 3]

    /// The manifest's bytes.
    package static func render(
        targets: [String], events: [String], platforms: PlatformSettings, tours: [(id: String, revision: String)], tourcVersion: String,
        parameters: [TourParameterDeclaration] = [], remote: RemoteSettings = RemoteSettings()
    ) -> TextBuffer {
        var json = JSONWriter(capacity: 256 + 32 * (targets.count + events.count + tours.count))
        json.beginObject()
        json.key("bundleFormatVersions")
        json.beginArray()
        for version in bundleFormatVersions {
            json.element()
            json.integer(version)
        }
        json.endArray()
        json.key("events")
        json.strings(Set(events).sorted())
        json.key("linkDomains")
        json.strings(Set(remote.linkDomains).sorted())
        json.key("manifestVersion")
        json.integer(manifestVersion)
        if !parameters.isEmpty {
            // The parameters remote tours' conditions may read (format 1.4): only when there are some.
            json.key("parameters")
            json.beginArray()
            for parameter in parameters.sorted(by: { $0.name < $1.name }) {
                json.element()
                ConditionJSONEmitter.write(parameter, into: &json)
            }
            json.endArray()
        }
        json.key("platforms")
        json.beginObject()
        for (platform, version) in platforms.minimums.sorted(by: { $0.key < $1.key }) {
            json.key(named: platform.rawValue)
            json.string(version.description)
        }
        json.endObject()
        // In the order tourc.yaml lists them: the first is the current key.
        json.key("publicKeys")
        var seen = Set<String>()
        json.strings(remote.publicKeys.filter { seen.insert($0).inserted })
        json.key("targets")
        json.strings(Set(targets).sorted())
        json.key("tourcVersion")
        json.string(tourcVersion)
        json.key("tours")
        json.beginArray()
        for tour in tours.sorted(by: { $0.id < $1.id }) {
            json.element()
            json.beginObject()
            json.key("id")
            json.string(tour.id)
            json.key("revision")
            json.string(tour.revision)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.finish()
    }
}
