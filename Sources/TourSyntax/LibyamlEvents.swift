internal import CYaml

/// libyaml's parser over a buffer, from set-up to clean-up: the parser
/// (``YAMLParser``) and the reader of a file as written (``YAMLSourceReader``)
/// both pull their events through it.
enum LibyamlEvents {
    /// Hands each event of `bytes` to `consume` until it returns `false` or
    /// the stream ends, and frees each one after. When libyaml stops at an
    /// error, `failed` sees the parser (its problem and marks) before it is
    /// freed. Returns whether the stream ended.
    static func pull(
        _ bytes: UnsafeBufferPointer<UInt8>, into consume: (yaml_event_t) -> Bool, failed: (yaml_parser_t) -> Void
    ) -> Bool {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            fatalError("libyaml could not allocate a parser")
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml asserts on a null input, which an empty buffer may have.
        var emptyInput: UInt8 = 0
        withUnsafePointer(to: &emptyInput) { empty in
            yaml_parser_set_input_string(&parser, bytes.baseAddress ?? empty, bytes.count)
        }
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) != 0 else {
                failed(parser)
                return false
            }
            let proceed = consume(event)
            let type = event.type
            yaml_event_delete(&event)
            if !proceed { return false }
            if type == YAML_STREAM_END_EVENT { return true }
        }
    }

    /// An anchor's, tag's or alias's text, or `nil` for none.
    static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}
