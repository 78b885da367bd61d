import TourCompiler

// Ctrl-C and SIGTERM remove this run's temporary files before it ends.
TemporaryFiles.removeOnInterrupt()

let status = TourcCommandLine(console: .process).run(Array(CommandLine.arguments.dropFirst()))
TemporaryFiles.exit(status.rawValue)
