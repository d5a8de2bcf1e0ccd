"""Online play: the protocol, the server (rooms, SQLite) and the client session.

Nothing here is imported when the game starts offline; the server runs headless.
"""
