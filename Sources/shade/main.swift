import ShadeCLI
