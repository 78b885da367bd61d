// swift-format-ignore-file
// Generated from Schemas/ by EmbeddedSchemasTests; do not edit.
// Regenerate with: UPDATE_GOLDEN=1 swift test --filter EmbeddedSchemas

/// The editor schemas in Schemas/, compiled into tourc.
enum EmbeddedSchemas {
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
              },
              "screen": {
                "description": "The view type the element is on, such as EffectsScreen, where a scan of the app cannot tell (a tag outside any view type, or in several).",
                "type": "string",
                "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"
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
    },
    "parameters": {
      "description": "The app's state that conditions (show.when, a step's when) compare, each once (format 1.4). The generated code has a typed key for each: coordinator.set(TourParameters.isPro, true).",
      "type": "array",
      "items": {
        "type": "object",
        "required": ["name", "type"],
        "additionalProperties": false,
        "properties": {
          "name": {
            "description": "The name conditions use: a lowercase letter, then letters, digits or '_'.",
            "type": "string",
            "pattern": "^[a-z][A-Za-z0-9_]*$"
          },
          "type": { "description": "What the app sets: bool, int, double, string, or enum with its cases.", "type": "string", "enum": ["bool", "int", "double", "string", "enum"] },
          "cases": {
            "description": "An enum's values, at least one: a letter, then letters, digits or '_'.",
            "type": "array",
            "minItems": 1,
            "items": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_]*$" }
          },
          "default": {
            "description": "The value until the app sets one, of the parameter's type (an enum's: one of its cases). Default: unset, and every comparison with it is false.",
            "type": ["boolean", "number", "string"]
          },
          "transient": { "description": "When true, a value the app sets lasts until the next launch. Default: false.", "type": "boolean" },
          "description": { "description": "What the parameter is, for the people who write tours and the generated key's documentation.", "type": "string" }
        }
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
    "remote": {
      "description": "What this app build accepts from remote tours (docs/remote.md): written into its app manifest (output.appManifest).",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "publicKeys": {
          "description": "The Ed25519 public keys whose signatures the app accepts on a remote feed, each the line of a KEY.pub that tourc feed keygen wrote. The first is the current key; list a new one a release before signing with it.",
          "type": "array",
          "items": { "type": "string", "pattern": "^[A-Za-z0-9+/]{43}=$" }
        },
        "linkDomains": {
          "description": "The domains remote tours may link to over https, each with its subdomains (example.com).",
          "type": "array",
          "items": { "type": "string", "pattern": "^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$" }
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
        },
        "maxAnimationDuration": {
          "description": "Longest presentation.animationDuration, in seconds, before TOUR355 notes that Reduce Motion turns it off (default 0.5).",
          "type": "number",
          "minimum": 0
        },
        "cardFit": {
          "description": "The card at the largest accessibility text size (AX5) that TOUR351 measures step texts against (docs/accessibility.md): characters per line (default 14) and lines per card (default 9), and the same per language under locales.",
          "type": "object",
          "properties": {
            "charactersPerLine": { "$ref": "#/$defs/cardSize/properties/charactersPerLine" },
            "linesPerCard": { "$ref": "#/$defs/cardSize/properties/linesPerCard" },
            "locales": {
              "description": "The card for a language, by BCP 47 tag (a shorter tag covers longer ones); what a language leaves out is the card for every language.",
              "type": "object",
              "additionalProperties": { "$ref": "#/$defs/cardSize" }
            }
          },
          "additionalProperties": false
        }
      },
      "patternProperties": {
        "^TOUR3(3[0-6]|5[0-6])$": {
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
    "cardSize": {
      "type": "object",
      "properties": {
        "charactersPerLine": {
          "description": "Characters of average text on one line of the card at AX5; an East Asian wide character or a symbol counts two.",
          "type": "integer",
          "minimum": 1
        },
        "linesPerCard": {
          "description": "Lines of text the card shows at AX5 before it scrolls.",
          "type": "integer",
          "minimum": 1
        }
      },
      "additionalProperties": false
    },
    "osVersion": {
      "description": "An OS version, such as \"15.0\" or \"16.4\": one to three whole numbers joined by dots. A plain number (16, 16.4) is read as the same version.",
      "type": ["string", "number"],
      "pattern": "^[0-9]{1,4}(\\.[0-9]{1,4}){0,2}$"
    }
  }
}
"""#
}
