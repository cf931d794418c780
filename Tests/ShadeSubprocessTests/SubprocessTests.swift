#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ShadeSubprocess
import ShadeTestSupport
import Testing

@Suite struct SubprocessTests {
    @Test func statusOutputAndErrorsAreKeptApart() throws {
        let outcome = try Subprocess.run("sh", ["-c", "printf 'one\\ntwo\\n\\n'; printf 'bad\\nworse\\n' >&2; exit 3"])
        #expect(outcome.status == 3)
        #expect(outcome.text == "one\ntwo")
        #expect(String(decoding: outcome.output, as: UTF8.self) == "one\ntwo\n\n")
        #expect(outcome.firstErrorLine == "bad")
    }

    @Test func standardInputIsEmpty() throws {
        // `cat` would wait for ever on an inherited terminal; /dev/null ends it at once.
        let outcome = try Subprocess.run("cat", [])
        #expect(outcome.status == 0 && outcome.output.isEmpty)
    }

    /// Far more than a pipe holds on one stream before the other is written, in both orders:
    /// reading either stream to its end first would leave the child blocked on a full pipe.
    @Test(arguments: ["head -c 300000 /dev/zero >&2; head -c 200000 /dev/zero", "head -c 200000 /dev/zero; head -c 300000 /dev/zero >&2"])
    func bothStreamsFlowWhicheverTheChildWritesFirst(script: String) throws {
        let outcome = try withinDeadline { try? Subprocess.run("sh", ["-c", script]) }
        #expect(outcome?.status == 0)
        #expect(outcome?.output.count == 200_000 && outcome?.errors.count == 300_000)
    }

    @Test func aSignalEndingTheProgramIsReportedAsShellsDo() throws {
        let outcome = try Subprocess.run("sh", ["-c", "kill -9 $$"])
        #expect(outcome.status == 128 + 9)
    }

    @Test func aProgramNotOnThePathCannotStart() {
        #expect {
            _ = try Subprocess.run("shade-no-such-program-\(getpid())", [])
        } throws: { error in
            (error as? Subprocess.StartFailure)?.code == ENOENT
        }
    }

    @Test func outputIsOnlyWhatASuccessfulProgramWrote() {
        #expect(Subprocess.output(of: "sh", ["-c", "printf 'a path\\n'"]) == "a path\n")
        #expect(Subprocess.output(of: "sh", ["-c", "printf 'half'; exit 1"]) == nil)
        #expect(Subprocess.output(of: "shade-no-such-program-\(getpid())", []) == nil)
    }
}
