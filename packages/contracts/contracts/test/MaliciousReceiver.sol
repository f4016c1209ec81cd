// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {CareLedgerMarketplace} from "../CareLedgerMarketplace.sol";

/// @notice Test-only buyer that tries to withdraw twice: when the marketplace pays it, its `receive` calls
/// `withdraw` again. The nested call must fail; the outer payment then completes exactly once.
contract MaliciousReceiver {
    CareLedgerMarketplace public immutable marketplace;

    /// @notice True once `receive` has tried to re-enter.
    bool public reentryAttempted;
    /// @notice True if the nested `withdraw` succeeded (it must never).
    bool public reentrySucceeded;
    /// @notice Revert data of the nested `withdraw`, to check which guard stopped it.
    bytes public reentryError;

    constructor(CareLedgerMarketplace marketplace_) {
        marketplace = marketplace_;
    }

    function buy(uint256 productId, uint256 quantity, uint256 unitPrice, bytes32 metadataHash)
        external
        payable
        returns (uint256)
    {
        return marketplace.purchase{value: msg.value}(productId, quantity, unitPrice, metadataHash);
    }

    function cancel(uint256 orderId) external {
        marketplace.cancelOrder(orderId);
    }

    function withdraw() external {
        marketplace.withdraw();
    }

    receive() external payable {
        if (msg.sender != address(marketplace) || reentryAttempted) return;
        reentryAttempted = true;
        try marketplace.withdraw() {
            reentrySucceeded = true;
        } catch (bytes memory reason) {
            reentryError = reason;
        }
    }
}
