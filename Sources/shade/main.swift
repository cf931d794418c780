import ShadeCLI

Shade.main()
