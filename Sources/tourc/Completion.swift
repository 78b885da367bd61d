/// `tourc completion bash|zsh|fish`: completion scripts for the shells,
/// written from the command table, so a new command or flag completes
/// without anyone editing a script. (The package cannot depend on
/// swift-argument-parser, which would make these.)
enum Completion {
    /// The shells there is a script for.
    static let shells = ["bash", "zsh", "fish"]

    /// The words each option's value is one of, where it has such a list,
    /// from the command table. bash and zsh complete a value by the option
    /// alone, so an option whose choices differ between commands
    /// (`--format`) offers them all there; fish completes per command.
    static var values: [String: [String]] {
        var values: [String: [String]] = [:]
        for command in Commands.all {
            for option in command.options {
                for word in option.choices?.words ?? [] where !values[option.name, default: []].contains(word) {
                    values[option.name, default: []].append(word)
                }
            }
        }
        return values
    }

    /// The script for `shell`, or `nil` for a shell tourc has none for.
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": return bash
        case "zsh": return zsh
        case "fish": return fish
        default: return nil
        }
    }

    /// The words that may come first: each command's first word, and help.
    static var firstWords: [String] {
        var words: [String] = []
        for command in Commands.all {
            let word = String(command.name.split(separator: " ")[0])
            if !words.contains(word) { words.append(word) }
        }
        return words + ["help"]
    }

    /// Each group's subcommands: `targets` -> `scan coverage`.
    static var groups: [(group: String, subcommands: [String])] {
        Commands.groups.map { group in
            (group.name, Commands.all.filter { $0.name.hasPrefix(group.name + " ") }.map { String($0.name.dropFirst(group.name.count + 1)) })
        }
    }

    /// Every command, with its options: `(name, flags, options that take a value)`.
    static var commands: [(name: String, flags: [String], valued: [String], choices: [String: [String]])] {
        Commands.all.map { command in
            let options = command.options + [OptionSpec(name: "--help", value: .none, help: "")]
            return (
                command.name, options.filter { $0.valueName == nil }.map(\.name), options.filter { $0.valueName != nil }.map(\.name),
                options.reduce(into: [:]) { choices, option in choices[option.name] = option.choices?.words }
            )
        }
    }

    // MARK: bash

    static var bash: String {
        var cases = ""
        for command in commands {
            cases += "    \"\(command.name)\") flags=\"\((command.flags + command.valued).joined(separator: " "))\";;\n"
        }
        var groupCases = ""
        for (group, subcommands) in groups {
            groupCases += "    \(group)) COMPREPLY=($(compgen -W \"\(subcommands.joined(separator: " "))\" -- \"$current\")); return;;\n"
        }
        var valueCases = ""
        for (flag, words) in values.sorted(by: { $0.key < $1.key }) {
            valueCases += "    \(flag)) COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$current\")); return;;\n"
        }
        let valued = Set(commands.flatMap(\.valued)).sorted().joined(separator: "|")
        return """
            # bash completion for tourc (tourc completion bash). Load it with
            #   source <(tourc completion bash)
            # or save it as /etc/bash_completion.d/tourc.
            _tourc() {
              local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}
              if [ "$COMP_CWORD" -eq 1 ]; then
                COMPREPLY=($(compgen -W "\(firstWords.joined(separator: " "))" -- "$current")); return
              fi
              local command=${COMP_WORDS[1]}
              if [ "$COMP_CWORD" -eq 2 ]; then
                case "$command" in
            \(groupCases)    help) COMPREPLY=($(compgen -W "\(firstWords.dropLast().joined(separator: " "))" -- "$current")); return;;
                completion) COMPREPLY=($(compgen -W "\(shells.joined(separator: " "))" -- "$current")); return;;
                esac
              fi
              case "$command" in
                \(groups.map(\.group).joined(separator: "|"))) command="$command ${COMP_WORDS[2]}";;
              esac
              case "$previous" in
            \(valueCases)    \(valued)) COMPREPLY=($(compgen -f -- "$current")); return;;
              esac
              local flags=""
              case "$command" in
            \(cases)  esac
              if [[ "$current" == -* ]]; then
                COMPREPLY=($(compgen -W "$flags" -- "$current"))
              else
                COMPREPLY=($(compgen -f -- "$current"))
              fi
            }
            complete -F _tourc tourc

            """
    }

    // MARK: zsh

    static var zsh: String {
        var cases = ""
        for command in commands {
            cases += "    \"\(command.name)\") reply=(\((command.flags + command.valued).joined(separator: " ")));;\n"
        }
        var groupCases = ""
        for (group, subcommands) in groups { groupCases += "      \(group)) reply=(\(subcommands.joined(separator: " "))); return;;\n" }
        var valueCases = ""
        for (flag, words) in values.sorted(by: { $0.key < $1.key }) {
            valueCases += "    \(flag)) reply=(\(words.joined(separator: " "))); return;;\n"
        }
        return """
            #compdef tourc
            # zsh completion for tourc (tourc completion zsh). Save it as _tourc in a
            # folder on $fpath, or load it with: source <(tourc completion zsh)

            # The words that can follow `words` (the command line so far, without
            # the word being completed), in $reply; `reply=(-f)` means file names.
            _tourc_candidates() {
              local -a line=("$@")
              reply=()
              if (( ${#line} == 1 )); then reply=(\(firstWords.joined(separator: " "))); return; fi
              local command=${line[2]}
              if (( ${#line} == 2 )); then
                case $command in
            \(groupCases)      help) reply=(\(firstWords.dropLast().joined(separator: " "))); return;;
                  completion) reply=(\(shells.joined(separator: " "))); return;;
                esac
              fi
              case $command in
                \(groups.map(\.group).joined(separator: "|"))) command="$command ${line[3]}";;
              esac
              case ${line[-1]} in
            \(valueCases)    --*) ;;
              esac
              case $command in
            \(cases)  esac
            }

            _tourc() {
              local -a reply
              _tourc_candidates "${(@)words[1,CURRENT-1]}"
              if [[ ${words[CURRENT]} == -* || ${#reply} -gt 0 && ${reply[1]} != --* ]]; then
                compadd -a reply
              else
                _files
              fi
            }

            if (( $+functions[compdef] )); then compdef _tourc tourc; fi

            """
    }

    // MARK: fish

    static var fish: String {
        var lines = [
            "# fish completion for tourc (tourc completion fish). Save it as",
            "# ~/.config/fish/completions/tourc.fish, or: tourc completion fish | source",
            "complete -c tourc -f",
            "complete -c tourc -n __fish_use_subcommand -a '\(firstWords.joined(separator: " "))'",
        ]
        for (group, subcommands) in groups {
            lines.append(
                "complete -c tourc -n '__fish_seen_subcommand_from \(group); and not __fish_seen_subcommand_from \(subcommands.joined(separator: " "))' -a '\(subcommands.joined(separator: " "))'"
            )
        }
        lines.append("complete -c tourc -n '__fish_seen_subcommand_from completion' -a '\(shells.joined(separator: " "))'")
        for command in commands {
            let words = command.name.split(separator: " ")
            let condition = words.map { "__fish_seen_subcommand_from \($0)" }.joined(separator: "; and ")
            for flag in command.flags {
                lines.append("complete -c tourc -n '\(condition)' -l \(flag.dropFirst(2))")
            }
            for option in command.valued {
                if let choices = command.choices[option] {
                    lines.append("complete -c tourc -n '\(condition)' -l \(option.dropFirst(2)) -x -a '\(choices.joined(separator: " "))'")
                } else {
                    lines.append("complete -c tourc -n '\(condition)' -l \(option.dropFirst(2)) -r -F")
                }
            }
            if command.name != "completion" && command.name != "explain" && command.name != "init" {
                lines.append("complete -c tourc -n '\(condition)' -F")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
