#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A request's id, a number or a string, as the client chose it; the
/// response carries it back unchanged.
enum RequestID: Codable, Hashable, Sendable {
    case number(Int)
    case string(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// How every message from the client is read first: a request has a
/// method and an id, a notification a method and no id, a response (to a
/// request the server sent: only `client/registerCapability`) no method.
struct IncomingMessage: Decodable {
    var jsonrpc: String?
    var id: RequestID?
    var method: String?
}

/// The `params` of a message, once its method says what they are.
struct IncomingParams<Params: Decodable>: Decodable {
    var params: Params
}

/// A JSON-RPC error, as a response carries it.
struct ResponseError: Error, Encodable, Equatable {
    var code: Int
    var message: String

    /// The bytes are not JSON.
    static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// The JSON is not a request or a notification.
    static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    /// The server has no such method.
    static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "tourc lsp has no method '\(method)'")
    }
    /// The params are not what the method takes.
    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    /// A request came before `initialize` (LSP's ServerNotInitialized).
    static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized yet; send initialize first")
    /// The request was valid but could not be carried out (LSP's RequestFailed).
    static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: -32803, message: message) }
}

/// A response: the request's id and its result or error. The id is `null`
/// only for a message whose id could not be read, as JSON-RPC says.
struct ResponseMessage<Result: Encodable>: Encodable {
    var id: RequestID?
    var outcome: Swift.Result<Result, ResponseError>

    private enum CodingKeys: String, CodingKey {
        case jsonrpc, id, result, error
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        // Both are written even when empty: `null` is a valid id and result.
        try container.encode(id, forKey: .id)
        switch outcome {
        case .success(let result): try container.encode(result, forKey: .result)
        case .failure(let error): try container.encode(error, forKey: .error)
        }
    }
}

/// A notification from the server.
struct NotificationMessage<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
}

/// A request from the server to the client.
struct RequestMessage<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: RequestID
    var method: String
    var params: Params
}
