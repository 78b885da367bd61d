"""Audits tourc preview pages in headless Chromium, driven through
chromedriver by Selenium, as PreviewAccessibilityTests asks.

    python3 axe_audit.py CHROMIUM CHROMEDRIVER URL...

prints one JSON object per URL, in order: axe-core's version and the
violations it finds (rule id and how many elements), the cards' reading
direction and overflow marks, what each card says VoiceOver reads (in the
language it shows), and how many tours show what Reduce Motion does. With --keyboard first, it prints instead what
the keyboard alone does on the first URL: every control Tab reaches, the
text size chosen with the arrow keys, and a language tab moved to with them.

axe-core comes from the axe-playwright-python wheel (.ci/run installs it
with pip, without Playwright): its axe.min.js is all this script takes.
Nothing is fetched over the network.
"""
import json
import os
import sys

import axe_playwright_python
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.keys import Keys

AXE = open(os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js"), encoding="utf-8").read()

CARDS = """
return Array.prototype.map.call(document.querySelectorAll("li.card"), function (card) {
  return {dir: card.getAttribute("dir"), overflow: card.getAttribute("data-overflow")};
});
"""

SPOKEN = """
return Array.prototype.map.call(document.querySelectorAll("li.card"), function (card) {
  var shown = Array.prototype.find.call(card.querySelectorAll("div.lang"), function (block) { return !block.hidden; });
  var spoken = shown ? shown.querySelector("p.spoken") : null;
  return spoken ? spoken.textContent : null;
});
"""

MOTION = """
return Array.prototype.filter.call(document.querySelectorAll("p.motion"), function (line) { return !line.hidden; }).length;
"""


def browser(chromium, chromedriver):
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000", "--no-first-run"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)


def audit(driver, url):
    driver.get(url)
    driver.execute_script(AXE)
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done({version: axe.version, violations: r.violations.map("
        "function (v) { return {id: v.id, nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map(function (n) { return n.target.join(' '); })}; })}); });")
    result["cards"] = driver.execute_script(CARDS)
    result["spoken"] = driver.execute_script(SPOKEN)
    result["reducedMotion"] = driver.execute_script(MOTION)
    return result


def describe(driver):
    return driver.execute_script(
        "var e = document.activeElement; return e ? e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') "
        "+ (e.getAttribute('data-tab') ? '[' + e.getAttribute('data-tab') + ']' : '') + (e.getAttribute('href') || '') : '';")


def keyboard(driver, url):
    driver.get(url)
    controls = driver.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('a[href], button, select'), function (e) {"
        " return e.offsetParent !== null && e.tabIndex >= 0; }).length;")
    body = driver.find_element("tag name", "body")
    reached = []
    for _ in range(400):
        body = driver.switch_to.active_element
        body.send_keys(Keys.TAB)
        where = describe(driver)
        if reached and where == reached[0]:
            break
        reached.append(where)
    # The text size, chosen with the keyboard alone: focus its select, press End.
    driver.execute_script("document.getElementById('switch-size').focus();")
    driver.switch_to.active_element.send_keys(Keys.END)
    size = driver.execute_script("return document.getElementById('switch-size').value;")
    overflowing = driver.execute_script("return document.querySelectorAll('li.card[data-overflow=\"true\"]').length;")
    # A tour's language tabs, moved along with the arrow keys.
    first_tab = driver.execute_script(
        "var tab = document.querySelector('[data-tab][aria-selected=\"true\"]'); if (tab) { tab.focus(); } return tab ? tab.getAttribute('data-tab') : null;")
    if first_tab:
        driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    selected = driver.execute_script(
        "var tab = document.querySelector('[data-tab][aria-selected=\"true\"]'); return tab ? tab.getAttribute('data-tab') : null;")
    return {"controls": controls, "reached": reached, "size": size, "overflowing": overflowing, "firstTab": first_tab, "selectedTab": selected,
            "address": driver.execute_script("return location.search;")}


def main():
    arguments = sys.argv[1:]
    keys = arguments[0] == "--keyboard"
    if keys:
        arguments = arguments[1:]
    chromium, chromedriver, urls = arguments[0], arguments[1], arguments[2:]
    driver = browser(chromium, chromedriver)
    try:
        if keys:
            print(json.dumps(keyboard(driver, urls[0])))
        else:
            for url in urls:
                print(json.dumps(audit(driver, url)))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
