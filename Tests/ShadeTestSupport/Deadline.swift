import Foundation
public import Testing

/// Runs `body` on its own thread and fails the test if it has not returned within
/// `seconds`: the guard for code that used to block for ever (a FIFO read). The thread of
/// a hung body is left behind; the test run still ends.
public func withinDeadline<Result: Sendable>(seconds: Double = 20, sourceLocation: SourceLocation = #_sourceLocation,
                                             _ body: @escaping @Sendable () -> Result) throws -> Result {
    let done = DispatchSemaphore(value: 0)
    let box = ResultBox<Result>()
    Thread.detachNewThread {
        box.value = body()
        done.signal()
    }
    guard done.wait(timeout: .now() + seconds) == .success, let value = box.value else {
        Issue.record("did not finish within \(seconds) s: it blocks", sourceLocation: sourceLocation)
        throw DeadlineMissed()
    }
    return value
}

/// Thrown by `withinDeadline` when the body is still running at the deadline.
public struct DeadlineMissed: Error {}

/// Hands a result from the worker thread to the waiting test; the semaphore orders the
/// write before the read.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
