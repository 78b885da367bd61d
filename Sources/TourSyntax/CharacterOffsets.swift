/// Turns libyaml's marks, which count characters (after a byte order
/// mark), into byte offsets of the UTF-8 input. Marks come nearly in order,
/// so it walks on from the last one asked for, backwards too.
struct CharacterOffsets {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var character = 0
    private var offset: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The byte offset of character `index`.
    mutating func offset(ofCharacter index: Int) -> Int {
        let count = bytes.count
        while character < index, offset < count {
            let byte = bytes[offset]
            offset += byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            character += 1
        }
        while character > index, offset > 0 {
            // Back over continuation bytes to the lead byte.
            offset -= 1
            while offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            character -= 1
        }
        return min(offset, count)
    }
}
