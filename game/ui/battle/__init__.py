"""The battle screen's parts that are not drawing: AI seats, the shown board, previews."""
