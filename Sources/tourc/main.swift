print("tourc")
