enum DemoCommand { static func run(_ a: [String]) throws {} }
enum RenderCommand { static func run(_ a: [String]) throws {} }
