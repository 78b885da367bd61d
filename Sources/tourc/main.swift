import TourCompiler

let status = TourcCommandLine(console: .process).run(Array(CommandLine.arguments.dropFirst()))
Platform.terminate(status.rawValue)
