/// The few words a tour says around its own texts, in one language: the
/// step's place ("Step 2 of 5"), the buttons of TourKit's card and what is
/// announced when a tour ends. `{position}` and `{count}` stand for the
/// numbers.
///
/// TourKit carries them for a dozen languages (``builtIn(for:)``); an app
/// that ships in another language gives its own, for instance from its
/// String Catalog.
public struct TourSpokenPhrases: Hashable, Sendable {
    /// The language tag the phrases are in (`en`, `de`, `zh-Hant`).
    public var language: String
    /// A step's place: "Step {position} of {count}".
    public var step: String
    /// A step's place inside a sentence, after a button's name: "step
    /// {position} of {count}" (as ``step`` in languages without case).
    public var stepInSentence: String
    /// The button that shows the next step: "Next".
    public var next: String
    /// The button that shows the previous step: "Back".
    public var back: String
    /// The last step's button, which completes the tour: "Done".
    public var done: String
    /// The button that closes the tour: "Close".
    public var close: String
    /// Said when the tour is closed before its end: "Tour closed".
    public var closed: String
    /// Said when the tour is completed: "Tour completed".
    public var completed: String
    /// What ends a sentence: "." (and "。" in Chinese and Japanese).
    public var sentenceEnd: String
    /// What follows a sentence's end before the next: " " (nothing in Chinese and Japanese).
    public var sentenceSpace: String
    /// What joins a button's name to the step it goes to: ", " ("Next, step 2 of 5").
    public var comma: String

    /// Phrases with these words; `stepInSentence` defaults to `step`, the
    /// punctuation to English.
    public init(
        language: String, step: String, stepInSentence: String? = nil, next: String, back: String, done: String, close: String, closed: String,
        completed: String,
        sentenceEnd: String = ".", sentenceSpace: String = " ", comma: String = ", "
    ) {
        self.language = language
        self.step = step
        self.stepInSentence = stepInSentence ?? step
        self.next = next
        self.back = back
        self.done = done
        self.close = close
        self.closed = closed
        self.completed = completed
        self.sentenceEnd = sentenceEnd
        self.sentenceSpace = sentenceSpace
        self.comma = comma
    }

    /// "Step 2 of 5".
    public func step(_ position: Int, of count: Int) -> String {
        step.replacingPlaceholder("{position}", with: String(position)).replacingPlaceholder("{count}", with: String(count))
    }

    /// A button's accessibility label with the step it shows: "Next, step 2 of 5".
    public func button(_ name: String, showing position: Int, of count: Int) -> String {
        name + comma
            + stepInSentence.replacingPlaceholder("{position}", with: String(position)).replacingPlaceholder("{count}", with: String(count))
    }

    /// `text` ended as a sentence: with ``sentenceEnd`` unless it already
    /// ends with a sentence's or a clause's mark.
    public func sentence(_ text: String) -> String {
        guard let last = text.last, !".!?…:;。！？".contains(last) else { return text }
        return text + sentenceEnd
    }

    /// The phrases TourKit carries for `language` (a BCP 47 tag), or for its
    /// shorter forms (`pt-BR`, then `pt`); English for a language it does
    /// not carry.
    public static func builtIn(for language: String) -> TourSpokenPhrases {
        var tag = Substring(String(language.map { $0 == "_" ? "-" : $0 }))
        while !tag.isEmpty {
            if let phrases = table[tag.lowercased()] { return phrases }
            guard let dash = tag.lastIndex(of: "-") else { break }
            tag = tag[..<dash]
        }
        return english
    }

    /// The languages ``builtIn(for:)`` carries.
    public static var builtInLanguages: [String] { table.values.map(\.language).sorted() }

    static let english = TourSpokenPhrases(
        language: "en", step: "Step {position} of {count}", stepInSentence: "step {position} of {count}", next: "Next", back: "Back", done: "Done",
        close: "Close",
        closed: "Tour closed", completed: "Tour completed")

    private static let table: [String: TourSpokenPhrases] = {
        let all = [
            english,
            TourSpokenPhrases(
                language: "de", step: "Schritt {position} von {count}", next: "Weiter", back: "Zurück", done: "Fertig",
                close: "Schließen", closed: "Tour geschlossen", completed: "Tour abgeschlossen"),
            TourSpokenPhrases(
                language: "fr", step: "Étape {position} sur {count}", stepInSentence: "étape {position} sur {count}", next: "Suivant", back: "Retour",
                done: "Terminé",
                close: "Fermer", closed: "Visite fermée", completed: "Visite terminée"),
            TourSpokenPhrases(
                language: "es", step: "Paso {position} de {count}", stepInSentence: "paso {position} de {count}", next: "Siguiente", back: "Atrás",
                done: "Listo",
                close: "Cerrar", closed: "Recorrido cerrado", completed: "Recorrido completado"),
            TourSpokenPhrases(
                language: "it", step: "Passaggio {position} di {count}",
                stepInSentence: "passaggio {position} di {count}", next: "Avanti", back: "Indietro", done: "Fine",
                close: "Chiudi", closed: "Tour chiuso", completed: "Tour completato"),
            TourSpokenPhrases(
                language: "pt", step: "Etapa {position} de {count}", stepInSentence: "etapa {position} de {count}", next: "Avançar", back: "Voltar",
                done: "Concluído",
                close: "Fechar", closed: "Tour fechado", completed: "Tour concluído"),
            TourSpokenPhrases(
                language: "nl", step: "Stap {position} van {count}", stepInSentence: "stap {position} van {count}", next: "Volgende", back: "Terug",
                done: "Gereed",
                close: "Sluiten", closed: "Rondleiding gesloten", completed: "Rondleiding voltooid"),
            TourSpokenPhrases(
                language: "ja", step: "ステップ {position}/{count}", next: "次へ", back: "戻る", done: "完了", close: "閉じる",
                closed: "ツアーを閉じました", completed: "ツアーが完了しました", sentenceEnd: "。", sentenceSpace: "", comma: "、"),
            TourSpokenPhrases(
                language: "zh-Hans", step: "第 {position} 步，共 {count} 步", next: "下一步", back: "返回", done: "完成", close: "关闭",
                closed: "导览已关闭", completed: "导览已完成", sentenceEnd: "。", sentenceSpace: "", comma: "，"),
            TourSpokenPhrases(
                language: "zh-Hant", step: "第 {position} 步，共 {count} 步", next: "下一步", back: "返回", done: "完成", close: "關閉",
                closed: "導覽已關閉", completed: "導覽已完成", sentenceEnd: "。", sentenceSpace: "", comma: "，"),
            TourSpokenPhrases(
                language: "ko", step: "{count}단계 중 {position}단계", next: "다음", back: "뒤로", done: "완료", close: "닫기",
                closed: "투어를 닫았습니다", completed: "투어를 완료했습니다"),
            TourSpokenPhrases(
                language: "ar", step: "الخطوة {position} من {count}", next: "التالي", back: "السابق", done: "تم", close: "إغلاق",
                closed: "تم إغلاق الجولة", completed: "اكتملت الجولة", comma: "، "),
            TourSpokenPhrases(
                language: "he", step: "שלב {position} מתוך {count}", next: "הבא", back: "הקודם", done: "סיום", close: "סגירה",
                closed: "הסיור נסגר", completed: "הסיור הושלם"),
        ]
        var table = Dictionary(uniqueKeysWithValues: all.map { ($0.language.lowercased(), $0) })
        // Chinese without a script is written in simplified characters.
        table["zh"] = table["zh-hans"]
        return table
    }()
}

extension String {
    /// The string with every `placeholder` replaced by `value`.
    fileprivate func replacingPlaceholder(_ placeholder: String, with value: String) -> String {
        var result = ""
        var rest = self[...]
        while let found = rest.firstRange(ofPlaceholder: placeholder) {
            result += rest[..<found.lowerBound] + value
            rest = rest[found.upperBound...]
        }
        return result + rest
    }
}

extension Substring {
    /// Where `placeholder` first occurs (without the string-processing
    /// library's `firstRange(of:)`, which needs iOS 16).
    fileprivate func firstRange(ofPlaceholder placeholder: String) -> Range<Index>? {
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(placeholder) { return start..<index(start, offsetBy: placeholder.count) }
            start = index(after: start)
        }
        return nil
    }
}
