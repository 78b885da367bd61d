import Testing

@testable import TourImport

/// A catalog value read back into a tour text: placeholders become the
/// source's symbols, and what a tour text cannot hold is refused by name.
@Suite struct CatalogValueReaderTests {
    private func read(_ value: String, formatted: Bool = true, symbols: [String] = []) -> Result<String, CatalogValueReader.Problem> {
        CatalogValueReader.tourText(fromValue: value, isFormatted: formatted, sourceSymbols: symbols)
    }

    @Test func anUnformattedValueIsTheTextAsItIs() {
        #expect(read("50 % Hall, 100%% sicher", formatted: false) == .success("50 % Hall, 100%% sicher"))
    }

    @Test func placeholdersBecomeTheSourcesSymbolsInOrder() {
        #expect(read("Tippe %@, dann %@.", symbols: ["star", "gear"]) == .success("Tippe {symbol:star}, dann {symbol:gear}."))
    }

    @Test func numberedPlaceholdersTakeTheSymbolAtTheirPlace() {
        #expect(read("Erst %2$@, dann %1$@.", symbols: ["star", "gear"]) == .success("Erst {symbol:gear}, dann {symbol:star}."))
    }

    @Test func aDoubledPercentIsOnePercent() {
        #expect(read("100%% mit %@", symbols: ["speaker"]) == .success("100% mit {symbol:speaker}"))
    }

    @Test func aPlaceholderThatIsNotAnImageIsRefusedByName() {
        #expect(read("%d Noten, %@", symbols: ["star"]) == .failure(.placeholder("%d")))
        #expect(read("%lld Noten", symbols: []) == .failure(.placeholder("%lld")))
        #expect(read("%1$s und %@", symbols: ["star"]) == .failure(.placeholder("%1$s")))
    }

    @Test func imagesMustBeTheSourcesExactly() {
        #expect(read("%@ %@", symbols: ["star"]) == .failure(.extraImage))
        #expect(read("%1$@ %1$@", symbols: ["star", "gear"]) == .failure(.extraImage))
        #expect(read("%3$@", symbols: ["star", "gear"]) == .failure(.extraImage))
        #expect(read("nur %@", symbols: ["star", "gear"]) == .failure(.missingImages(1)))
        #expect(read("%@ und %2$@", symbols: ["star", "gear"]) == .failure(.mixedPlaceholders))
    }

    @Test func textThatReadsAsSymbolMarkupIsRefused() {
        #expect(read("Tippe {symbol:star}", formatted: false) == .failure(.symbolMarkup))
        #expect(read("%@ {symbol:gear}", symbols: ["star"]) == .failure(.symbolMarkup))
    }

    @Test func everyReasonIsASentenceAboutTheValue() {
        let problems: [CatalogValueReader.Problem] = [.placeholder("%d"), .extraImage, .missingImages(2), .mixedPlaceholders, .symbolMarkup]
        for problem in problems { #expect(problem.reason.hasPrefix("it")) }
        #expect(CatalogValueReader.Problem.missingImages(2).reason.contains("2 images"))
    }
}
