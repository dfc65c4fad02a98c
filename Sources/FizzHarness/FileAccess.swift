//===--- FileAccess.swift ------------------------------------------------===//
// Part of Fizz. Reading and writing the harness's files, with errors a person can act on.
//===---------------------------------------------------------------------===//

import Foundation

/// A file that cannot be read or written: one line naming the path and the reason
/// (`cannot read x.fizz: no such file`), instead of Foundation's
/// `Error Domain=NSCocoaErrorDomain Code=260 …`.
public struct FileProblem: Error, CustomStringConvertible {
    public let description: String
}

/// File reads and writes that check the usual mistakes first (a missing file, a folder given
/// for a file, a missing output folder) so the error says which one it was.
public enum FileAccess {
    public static func read(_ path: String) throws(FileProblem) -> Data {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw FileProblem(description: "cannot read \(path): no such file")
        }
        if isFolder.boolValue { throw FileProblem(description: "cannot read \(path): it is a folder, not a file") }
        guard fm.isReadableFile(atPath: path) else { throw FileProblem(description: "cannot read \(path): permission denied") }
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw FileProblem(description: "cannot read \(path): \(reason(error))")
        }
    }

    /// Writes `text` as UTF-8, replacing the file. The folder must exist.
    public static func write(_ text: String, to path: String) throws(FileProblem) {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw FileProblem(description: "cannot write \(path): it is a folder; give a file name")
        }
        // The folder as the user wrote it ("out/" for "out/x.svg"), so they recognise it.
        let given = (path as NSString).deletingLastPathComponent
        let folder = given.isEmpty ? "." : given
        if !fm.fileExists(atPath: folder, isDirectory: &isFolder) {
            throw FileProblem(description: "cannot write \(path): there is no folder \(folder)")
        }
        if !isFolder.boolValue { throw FileProblem(description: "cannot write \(path): \(folder) is a file, not a folder") }
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw FileProblem(description: "cannot write \(path): \(reason(error))")
        }
    }

    /// Creates a folder and its parents, unless it exists.
    public static func makeFolder(_ path: String) throws(FileProblem) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { return }
            throw FileProblem(description: "cannot create folder \(path): a file of that name is in the way")
        }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw FileProblem(description: "cannot create folder \(path): \(reason(error))")
        }
    }

    /// The operating system's words for what failed (`Permission denied`), when Foundation
    /// kept them; Foundation's own description of a file error is a dump of its fields.
    public static func reason(_ error: any Error) -> String {
        let e = error as NSError
        if let posix = e.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code))).lowercased()
        }
        if e.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(e.code))).lowercased() }
        return "the system refused it (\(e.domain) \(e.code))"
    }
}
