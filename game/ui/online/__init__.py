"""Online play in the window: the Online, Host and Join screens, the lobby, and the remote
session dressed for the battle screens. Imported only from the Online button, so nothing of
the network runs when the game starts offline."""
