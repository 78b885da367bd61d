let a = "count: \(items.count) .helpInfoViewTag(MainScreenHelp.inString)"
let b = "nested \("inner \(".helpInfoViewTag(.deep)") string") .beaconTarget(\"no\")"
let c = #"raw \(x) is not an interpolation .helpInfoViewTag(.no) \#(y) but this is"#
let d = "parens \((a + (b * c))) .helpInfoViewTag(.afterParens)"
let e = """
    multi \(value) line .helpInfoViewTag(.inMultiline)
    """
Real().helpInfoViewTag(.real)
