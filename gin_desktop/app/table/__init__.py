"""The card table: ``TableView`` (the widget) over ``TableScene`` (cards, piles, input).

    view = TableView(model)          # model: app.model.GameModel
    view.status_message.connect(status_bar.showMessage)
    view.new_game_requested.connect(open_new_game_dialog)
"""

from .scene import TableScene
from .view import TableView

__all__ = ["TableScene", "TableView"]
