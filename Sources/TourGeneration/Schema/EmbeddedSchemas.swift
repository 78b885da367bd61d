// swift-format-ignore-file
// Generated from Schemas/ by EmbeddedSchemasTests; do not edit.
// Regenerate with: UPDATE_GOLDEN=1 swift test --filter EmbeddedSchemas

/// The editor schemas in Schemas/, compiled into tourc.
enum EmbeddedSchemas {
    /// Schemas/tour.schema.json.
    static let tour = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "tourc tour",
  "description": "One spotlight tour, format version 1: one YAML document in a *.tour.yaml file.",
  "type": "object",
  "required": ["tour", "steps"],
  "additionalProperties": false,
  "properties": {
    "tour": {
      "description": "The tour's id: a letter, then letters, digits, '_' or '-'. Unique across all inputs.",
      "type": "string",
      "pattern": "^[A-Za-z][A-Za-z0-9_-]*$"
    },
    "swiftName": {
      "description": "The name of the generated Swift enum. Default: the tour id in UpperCamelCase followed by 'Tour'.",
      "type": "string",
      "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
    },
    "title": {
      "description": "The tour's title, shown wherever the app lists its tours.",
      "$ref": "#/$defs/localizedText"
    },
    "description": {
      "description": "One sentence that says what the tour covers.",
      "$ref": "#/$defs/localizedText"
    },
    "estimatedSeconds": {
      "description": "About how long the tour takes, in whole seconds (at least 1).",
      "type": "integer",
      "minimum": 1
    },
    "completionCriteria": {
      "description": "An identifier the app checks to decide that the user has done what the tour teaches.",
      "type": "string",
      "minLength": 1
    },
    "icon": {
      "description": "An SF Symbol name for the tour, such as 'pianokeys'.",
      "type": "string",
      "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$"
    },
    "defaults": {
      "description": "Values for steps that do not set their own. Without them the built-ins apply: padding 8, cornerRadius 28, shape roundedRect, cornerStyle continuous; without action the step only informs, without scrollAnchor the app does not scroll.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "padding": {
          "description": "Space in points between the target's frame and the spotlight's edge. Built-in: 8.",
          "type": "number",
          "minimum": 0
        },
        "cornerRadius": {
          "description": "Corner radius of the spotlight, in points; roundedRect only. Built-in: 28.",
          "type": "number",
          "minimum": 0
        },
        "action": {
          "description": "What the user is expected to do. No built-in: the step only informs.",
          "$ref": "#/$defs/action"
        },
        "shape": {
          "description": "The spotlight's shape. Built-in: roundedRect.",
          "$ref": "#/$defs/shape"
        },
        "cornerStyle": {
          "description": "How the corners curve; roundedRect only. Built-in: continuous.",
          "$ref": "#/$defs/cornerStyle"
        },
        "scrollAnchor": {
          "description": "Where the target ends up when the app scrolls it into view. No built-in: the app does not scroll.",
          "$ref": "#/$defs/scrollAnchor"
        }
      }
    },
    "show": {
      "description": "When the tour may show, for TourCoordinator; every key is optional. Without it the tour may show at once, until it is finished.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "after": {
          "description": "Tours that must be finished (completed or skipped) first.",
          "type": "array",
          "items": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_-]*$" }
        },
        "launches": {
          "description": "At least this many app launches recorded. Default: 0.",
          "type": "integer",
          "minimum": 0
        },
        "events": {
          "description": "At least this many donations of each event registered under 'events:' in targets.yaml.",
          "type": "object",
          "propertyNames": { "pattern": "^[A-Za-z][A-Za-z0-9_.-]*$" },
          "additionalProperties": { "type": "integer", "minimum": 1 }
        },
        "maxDisplays": {
          "description": "Shown (started) at most this many times at the tour's revision. Default: no limit.",
          "type": "integer",
          "minimum": 1
        },
        "priority": {
          "description": "Higher first when several tours may show. Default: 0.",
          "type": "integer"
        }
      }
    },
    "presentation": {
      "description": "How the overlay looks, in its own units; every key is optional. A key left out is the overlay's own (each key says which).",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "dimmingOpacity": {
          "description": "How dark the screen around the spotlight is, from 0 to 1. Default: the overlay's (0.8 HelpInfoSpotlightOverlay, 0.58 TutorialSpotlight).",
          "type": "number",
          "minimum": 0,
          "maximum": 1
        },
        "edgeBlurRadius": {
          "description": "How soft the spotlight's edge is, in points; 0 is a sharp edge. Default: the overlay's (6 HelpInfoSpotlightOverlay, 0 TutorialSpotlight).",
          "type": "number",
          "minimum": 0
        },
        "animationDuration": {
          "description": "How long the spotlight takes to move to the next step, in seconds. Default: the overlay's (0.6 HelpInfoSpotlightOverlay, 0.25 TutorialSpotlight).",
          "type": "number",
          "minimum": 0
        }
      }
    },
    "minAppVersion": {
      "description": "For a remote tour: the lowest app version the feed shows it to, such as 2.4. Default: every version.",
      "type": "string",
      "pattern": "^[0-9]{1,9}(\\.[0-9]{1,9}){0,7}$"
    },
    "maxAppVersion": {
      "description": "For a remote tour: the highest app version the feed shows it to. Default: every version.",
      "type": "string",
      "pattern": "^[0-9]{1,9}(\\.[0-9]{1,9}){0,7}$"
    },
    "steps": {
      "description": "The steps, in the order the tour shows them. At least one.",
      "type": "array",
      "minItems": 1,
      "items": { "$ref": "#/$defs/step" }
    }
  },
  "$defs": {
    "step": {
      "description": "One step: a highlighted target with a title and a text.",
      "type": "object",
      "required": ["id", "title", "text"],
      "additionalProperties": false,
      "properties": {
        "id": {
          "description": "The step's id, unique in the tour: a letter, then letters, digits, '_', '-' or '.'. Becomes a lowerCamelCase Swift case; the raw value stays the id.",
          "type": "string",
          "pattern": "^[A-Za-z][A-Za-z0-9_.-]*$"
        },
        "target": {
          "description": "The registered target this step highlights. Default: the step's id.",
          "type": "string",
          "pattern": "^[A-Za-z][A-Za-z0-9_.-]*$"
        },
        "title": {
          "description": "The step's title.",
          "$ref": "#/$defs/localizedText"
        },
        "text": {
          "description": "The step's text. {symbol:NAME} places an SF Symbol inline; Markdown passes through; everything else is shown as written.",
          "$ref": "#/$defs/localizedText"
        },
        "padding": {
          "description": "Space in points between the target's frame and the spotlight's edge. Default: defaults.padding, else 8.",
          "type": "number",
          "minimum": 0
        },
        "cornerRadius": {
          "description": "Corner radius of the spotlight, in points; roundedRect only. Default: defaults.cornerRadius, else 28.",
          "type": "number",
          "minimum": 0
        },
        "action": {
          "description": "What the user is expected to do. Default: defaults.action, else none: the step only informs.",
          "$ref": "#/$defs/action"
        },
        "shape": {
          "description": "The spotlight's shape. Default: defaults.shape, else roundedRect.",
          "$ref": "#/$defs/shape"
        },
        "cornerStyle": {
          "description": "How the corners curve; roundedRect only. Default: defaults.cornerStyle, else continuous.",
          "$ref": "#/$defs/cornerStyle"
        },
        "scrollAnchor": {
          "description": "Where the target ends up when the app scrolls it into view. Default: defaults.scrollAnchor, else none: the app does not scroll.",
          "$ref": "#/$defs/scrollAnchor"
        }
      }
    },
    "shape": {
      "description": "roundedRect: a rectangle with rounded corners (cornerRadius, cornerStyle); rect: square corners; circle: a circle around the target; capsule: a rectangle with half-circle ends.",
      "type": "string",
      "enum": ["roundedRect", "rect", "circle", "capsule"]
    },
    "cornerStyle": {
      "description": "continuous: corners that blend into the sides, as Apple's controls; circular: quarter circles.",
      "type": "string",
      "enum": ["continuous", "circular"]
    },
    "scrollAnchor": {
      "description": "Where the target ends up in its scroll view: at the top, in the center, or at the bottom.",
      "type": "string",
      "enum": ["top", "center", "bottom"]
    },
    "action": {
      "description": "tap: tap the target; input: type into it or adjust it; navigate: it leads to another screen.",
      "type": "string",
      "enum": ["tap", "input", "navigate"]
    },
    "localizedText": {
      "description": "A non-empty text, or a mapping from BCP 47 language tag (such as 'en', 'de', 'pt-BR', 'zh-Hant') to non-empty text that includes the source language.",
      "oneOf": [
        {
          "description": "The text in the source language.",
          "type": "string",
          "minLength": 1
        },
        {
          "description": "The text per locale.",
          "type": "object",
          "minProperties": 1,
          "propertyNames": { "pattern": "^[a-zA-Z]{2,3}(-[a-zA-Z]{4})?(-([a-zA-Z]{2}|[0-9]{3}))?(-([a-zA-Z0-9]{5,8}|[0-9][a-zA-Z0-9]{3}))*(-x(-[a-zA-Z0-9]{1,8})+)?$" },
          "additionalProperties": { "type": "string", "minLength": 1 }
        }
      ]
    }
  }
}
"""#

    /// Schemas/targets.schema.json.
    static let targets = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "tourc target registry",
  "description": "The names of the UI elements the app tags, which tour steps may point at (targets.yaml).",
  "type": "object",
  "required": ["targets"],
  "additionalProperties": false,
  "properties": {
    "targets": {
      "description": "Every target the app tags, each once: a plain name or a mapping with a name and a description.",
      "type": "array",
      "items": {
        "oneOf": [
          {
            "description": "A target name: a letter, then letters, digits, '_', '-' or '.'.",
            "type": "string",
            "pattern": "^[A-Za-z][A-Za-z0-9_.-]*$"
          },
          {
            "description": "A target with a note for writers.",
            "type": "object",
            "required": ["name"],
            "additionalProperties": false,
            "properties": {
              "name": {
                "description": "The target name: a letter, then letters, digits, '_', '-' or '.'.",
                "type": "string",
                "pattern": "^[A-Za-z][A-Za-z0-9_.-]*$"
              },
              "description": {
                "description": "Where the element is and what it does, for the people who write tours.",
                "type": "string"
              }
            }
          }
        ]
      }
    },
    "events": {
      "description": "The events the app donates to TourCoordinator, each once; tours' show rules may wait for them. A plain name or a mapping with a name and a description.",
      "type": "array",
      "items": {
        "oneOf": [
          { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_.-]*$" },
          {
            "type": "object",
            "required": ["name"],
            "additionalProperties": false,
            "properties": {
              "name": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_.-]*$" },
              "description": { "description": "When the app donates it, for the people who write tours.", "type": "string" }
            }
          }
        ]
      }
    }
  }
}
"""#

    /// Schemas/config.schema.json.
    static let config = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "tourc configuration",
  "description": "What `tourc compile` reads when given no file arguments (tourc.yaml). Paths are relative to this file; command-line flags override its keys.",
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "inputs": {
      "description": "Tour files, folders (searched for *.tour.yaml) or glob patterns.",
      "type": "array",
      "minItems": 1,
      "items": {
        "description": "A file, a folder or a glob pattern.",
        "type": "string"
      }
    },
    "targets": {
      "description": "The target registry file, or a mapping naming the registry and the Swift sources whose tag sites register targets and must cover every step.",
      "oneOf": [
        {
          "description": "The target registry file.",
          "type": "string"
        },
        {
          "description": "Where registered targets come from.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "registry": {
              "description": "The target registry file.",
              "type": "string"
            },
            "scan": {
              "description": "Swift files or folders to scan for tag sites (.helpInfoViewTag, .tutorialSpotlightSource, .beaconTarget). With scan set, every step must be tagged in the code.",
              "type": "array",
              "items": {
                "description": "A Swift file or a folder.",
                "type": "string"
              }
            }
          }
        }
      ]
    },
    "output": {
      "description": "Where the generated files go.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "swift": {
          "description": "Folder for the Swift files, one per tour file.",
          "type": "string"
        },
        "json": {
          "description": "Folder for the JSON bundles, one per tour.",
          "type": "string"
        },
        "jsonFlavor": {
          "description": "canonical: tourc's own bundle format (default). quickwin: the shape of the QuickWinTask model, which requires every tour field and an action on every step.",
          "type": "string",
          "enum": [
            "canonical",
            "quickwin"
          ]
        },
        "appManifest": {
          "description": "A JSON file for the app's manifest: the targets, events, platforms and tours this build accepts, which remote tours are checked against (tourc compile --against). Ship it in the app as a resource. See docs/remote.md.",
          "type": "string"
        }
      }
    },
    "swift": {
      "description": "Options for the generated Swift code.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "accessLevel": {
          "description": "Access level of the generated declarations. Default: internal.",
          "type": "string",
          "enum": [
            "internal",
            "public",
            "package"
          ]
        },
        "imports": {
          "description": "Extra modules every generated file imports.",
          "type": "array",
          "items": {
            "description": "A module name.",
            "type": "string"
          }
        },
        "overlays": {
          "description": "The spotlight packages the app integrates: each is imported unconditionally and gets its conformance and tag helpers; one not listed gets no code. Default: none.",
          "type": "array",
          "uniqueItems": true,
          "items": {
            "enum": [
              "helpInfoSpotlightOverlay",
              "tutorialSpotlight"
            ]
          }
        }
      }
    },
    "localization": {
      "description": "Languages of the tour texts.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "sourceLanguage": {
          "description": "The language tag (BCP 47) the tours are written in; every localized title and text must include it. Default: en.",
          "type": "string"
        },
        "locales": {
          "description": "The languages (BCP 47 tags) the app ships: every text should be translated into each, and none into another.",
          "type": "array",
          "items": { "type": "string" }
        },
        "catalog": {
          "description": "A String Catalog (.xcstrings), relative to this file, that tourc writes its entries into, keeping every entry it did not write. Use the app's Localizable.xcstrings: SwiftUI looks titles and texts up in the Localizable table.",
          "type": "string"
        }
      }
    },
    "limits": {
      "description": "Limits the YAML front end and the model enforce; each defaults as documented in docs/format.md and can be raised here or with the --max-... flags.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "fileSize": {
          "description": "Largest file read, in bytes (default 16 MiB).",
          "type": "integer",
          "minimum": 1
        },
        "depth": {
          "description": "Deepest nesting of lists and mappings (default 64).",
          "type": "integer",
          "minimum": 1
        },
        "aliasExpansion": {
          "description": "Most nodes aliases may add to one document (default 100000).",
          "type": "integer",
          "minimum": 1
        },
        "scalarLength": {
          "description": "Longest scalar, in bytes (default 1 MiB).",
          "type": "integer",
          "minimum": 1
        },
        "stepsPerTour": {
          "description": "Most steps in one tour (default 5000).",
          "type": "integer",
          "minimum": 1
        }
      }
    },
    "platforms": {
      "description": "The app's lowest OS versions, as in its Package.swift, such as {iOS: \"15.0\", macOS: \"12.0\"}: an SF Symbol newer than these is a warning (TOUR342). Only the platforms listed are checked. Default: what TourKit supports at the lowest, iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "iOS": { "$ref": "#/$defs/osVersion" },
        "macOS": { "$ref": "#/$defs/osVersion" },
        "tvOS": { "$ref": "#/$defs/osVersion" },
        "watchOS": { "$ref": "#/$defs/osVersion" },
        "visionOS": { "$ref": "#/$defs/osVersion" }
      }
    },
    "symbols": {
      "description": "SF Symbol settings.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "extra": {
          "description": "SF Symbol names newer than tourc's table (tourc --version says which release it covers), accepted as known.",
          "type": "array",
          "items": { "type": "string", "pattern": "^[a-z0-9]+(\\.[a-z0-9]+)*$" }
        }
      }
    },
    "lint": {
      "description": "The lints, warnings about how titles and texts are written (docs/lints.md): turn one off with its code (TOUR330: off), and set the length limits two of them check.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "maxTitleLength": {
          "description": "Most characters in a title before TOUR332 warns (default 60).",
          "type": "integer",
          "minimum": 1
        },
        "maxTextLength": {
          "description": "Most characters in a text or description before TOUR333 warns (default 400).",
          "type": "integer",
          "minimum": 1
        }
      },
      "patternProperties": {
        "^TOUR33[0-6]$": {
          "description": "A lint's code: off turns the lint off, on keeps it.",
          "type": "string",
          "enum": [
            "off",
            "on"
          ]
        }
      }
    }
  },
  "$defs": {
    "osVersion": {
      "description": "An OS version, such as \"15.0\" or \"16.4\": one to three whole numbers joined by dots. A plain number (16, 16.4) is read as the same version.",
      "type": ["string", "number"],
      "pattern": "^[0-9]{1,4}(\\.[0-9]{1,4}){0,2}$"
    }
  }
}
"""#
}
