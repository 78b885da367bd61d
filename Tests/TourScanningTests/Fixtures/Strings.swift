let a = "Text().helpInfoViewTag(MainScreenHelp.inString)"
let b = "escaped quote \" .helpInfoViewTag(MainScreenHelp.afterEscape)"
let c = #"raw " .helpInfoViewTag(MainScreenHelp.inRaw) "#
let d = ##"raw "# .helpInfoViewTag(MainScreenHelp.inRaw2) "##
let e = """
    .helpInfoViewTag(MainScreenHelp.inMultiline)
    "" still inside
    """
let f = #"""
    """ .helpInfoViewTag(MainScreenHelp.inRawMultiline)
    """#
Real().helpInfoViewTag(MainScreenHelp.real)
