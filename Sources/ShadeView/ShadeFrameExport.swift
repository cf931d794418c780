// Frames are the view layer's vocabulary: whoever imports ShadeView draws into frames, so
// the core types come with it instead of every client importing two modules.
@_exported public import ShadeFrame
